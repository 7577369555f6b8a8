#include "CGLPKGuard.h"

#include <glpk.h>
#include <setjmp.h>
#include <string.h>

enum { MESSAGE_CAPACITY = 1024 };

static _Thread_local char messages[MESSAGE_CAPACITY];
static _Thread_local size_t message_length;

/* Keeps the tail of what GLPK prints; returning nonzero suppresses GLPK's own output. */
static int capture(void *info, const char *text) {
    (void)info;
    size_t n = strlen(text);
    if (n >= MESSAGE_CAPACITY) {
        text += n - (MESSAGE_CAPACITY - 1);
        n = MESSAGE_CAPACITY - 1;
    }
    if (message_length + n >= MESSAGE_CAPACITY) {
        size_t drop = message_length + n - (MESSAGE_CAPACITY - 1);
        memmove(messages, messages + drop, message_length - drop);
        message_length -= drop;
    }
    memcpy(messages + message_length, text, n);
    message_length += n;
    messages[message_length] = '\0';
    return 1;
}

void trellis_glpk_quiet(void) {
    glp_term_out(GLP_OFF);
    glp_term_hook(capture, NULL);
}

const char *trellis_glpk_messages(void) {
    messages[message_length] = '\0';
    return messages;
}

void trellis_glpk_clear_messages(void) {
    message_length = 0;
    messages[0] = '\0';
}

static void escape(void *info) { longjmp(*(jmp_buf *)info, 1); }

/* Runs `body` with the error hook armed. The jump buffer lives in this frame, which
   outlives the guarded call. */
#define GUARDED(body)                                                                  \
    do {                                                                               \
        jmp_buf target;                                                                \
        if (setjmp(target) != 0) {                                                     \
            glp_free_env();                                                            \
            return -1;                                                                 \
        }                                                                              \
        glp_error_hook(escape, &target);                                               \
        body;                                                                          \
        glp_error_hook(NULL, NULL);                                                    \
    } while (0)

int trellis_glpk_simplex(void *problem, const void *parameters) {
    volatile int code = 0;
    GUARDED(code = glp_simplex((glp_prob *)problem, (const glp_smcp *)parameters));
    return code;
}

int trellis_glpk_load_matrix(void *problem, int count, const int *rows, const int *columns,
                             const double *values) {
    GUARDED(glp_load_matrix((glp_prob *)problem, count, rows, columns, values));
    return 0;
}

int trellis_glpk_warm_up(void *problem) {
    volatile int code = 0;
    GUARDED(code = glp_warm_up((glp_prob *)problem));
    return code;
}

int trellis_glpk_exact(void *problem, const void *parameters) {
    volatile int code = 0;
    GUARDED(code = glp_exact((glp_prob *)problem, (const glp_smcp *)parameters));
    return code;
}

int trellis_glpk_scale(void *problem) {
    /* Powers of two: scaling and unscaling are then exact, so a value the scaled problem
       holds exactly (an edit at its suggestion) comes back exactly, not an ulp off (which a
       weight of 1e11 turns into an objective of 1e-4 where the optimum is 0). */
    GUARDED(glp_scale_prob((glp_prob *)problem, GLP_SF_GM | GLP_SF_EQ | GLP_SF_2N | GLP_SF_SKIP));
    return 0;
}

int trellis_glpk_eval_tab_col(void *problem, int k, int *indices, double *values) {
    volatile int length = 0;
    glp_prob *p = (glp_prob *)problem;
    GUARDED({
        if (!glp_bf_exists(p) && glp_factorize(p) != 0) {
            length = -2;
        } else {
            length = glp_eval_tab_col(p, k, indices, values);
        }
    });
    return length;
}
