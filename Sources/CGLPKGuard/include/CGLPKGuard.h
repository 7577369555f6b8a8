#ifndef TRELLIS_CGLPK_GUARD_H
#define TRELLIS_CGLPK_GUARD_H

/*
 * A last line of defence around single GLPK calls. GLPK calls abort() when it detects
 * misuse or an internal failure; these wrappers install glp_error_hook with a setjmp
 * target, so such a failure returns -1 instead. After a caught failure GLPK's
 * environment on the calling thread has been freed (glp_free_env), together with every
 * problem object created on this thread: the caller must not touch them again.
 *
 * Pointers are untyped so that this header does not include glpk.h (the CGLPK module
 * owns that header): `problem` is a glp_prob *, `parameters` a const glp_smcp *.
 */

/* Makes GLPK quiet on this thread: terminal output off, and a hook that keeps the last
   lines GLPK prints (error texts are printed even with output off) for error messages. */
void trellis_glpk_quiet(void);

/* The text GLPK printed on this thread since the last clear (at most 1 KiB, the tail). */
const char *trellis_glpk_messages(void);

/* Forgets the captured text. */
void trellis_glpk_clear_messages(void);

/* glp_simplex under the guard: returns its return code, or -1 when GLPK failed
   (then the thread's GLPK environment is gone, see above). */
int trellis_glpk_simplex(void *problem, const void *parameters);

/* glp_load_matrix under the guard: 0, or -1 as above. Arrays are 1-based, as GLPK's. */
int trellis_glpk_load_matrix(void *problem, int count, const int *rows, const int *columns,
                             const double *values);

/* glp_exact (the rational simplex) under the guard: its return code, or -1 as above. */
int trellis_glpk_exact(void *problem, const void *parameters);

/* glp_scale_prob under the guard (geometric mean, then equilibration, skipped when the
   problem is well scaled; factors rounded to powers of two): 0, or -1 as above. */
int trellis_glpk_scale(void *problem);

/* glp_warm_up under the guard: its return code, or -1 as above. */
int trellis_glpk_warm_up(void *problem);

/* glp_eval_tab_col under the guard, factorizing the basis first when no factorization is
   valid: the length of the column (1-based `indices` and `values`, room for rows + columns
   + 1), -2 when the basis cannot be factorized, or -1 as above. `k` must be non-basic. */
int trellis_glpk_eval_tab_col(void *problem, int k, int *indices, double *values);

#endif
