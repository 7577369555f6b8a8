/* The enaml-like workloads of RESULTS-solver.md (a), (b), (c) through amoeba's C core.
 * Built by scripts/peers_bench.sh with amoeba's directory on the include path. */
#define AM_USE_DOUBLE
#define AM_IMPLEMENTATION
#include "amoeba.h"
#include "peers_common.h"

static PeersSystem sys;
static am_Num values[PEERS_MAX_VARS];
static am_Id ids[PEERS_MAX_VARS];

static am_Constraint *make(am_Solver *S, const PeersConstraint *c) {
    am_Constraint *k = am_newconstraint(S, c->strength == INFINITY ? AM_REQUIRED : c->strength);
    for (int t = 0; t < c->count; t++) am_addterm(k, ids[c->vars[t]], c->coefficients[t]);
    am_addconstant(k, c->constant);
    am_setrelation(k, c->op < 0 ? AM_LESSEQUAL : (c->op == 0 ? AM_EQUAL : AM_GREATEQUAL));
    return k;
}

static am_Solver *build(int width, int height) {
    am_Solver *S = am_newsolver(NULL, NULL);
    for (int v = 0; v < sys.variableCount; v++) ids[v] = am_newvariable(S, &values[v]);
    am_addedit(S, ids[width], AM_STRONG);
    am_addedit(S, ids[height], AM_STRONG);
    for (int i = 0; i < sys.constraintCount; i++)
        if (am_add(make(S, &sys.constraints[i])) != AM_OK) {
            fprintf(stderr, "amoeba: constraint %d rejected\n", i);
            exit(1);
        }
    am_updatevars(S);
    return S;
}

int main(int argc, char **argv) {
    if (argc < 2) return 2;
    peers_read(argv[1], &sys);
    int counts[3];
    peers_counts(argc, argv, counts);
    int width = peers_index(&sys, "width"), height = peers_index(&sys, "height");
    int left = peers_index(&sys, "contents_left"), right = peers_index(&sys, "contents_right");
    double ns;
    PEERS_MEASURE(ns, counts[0], am_delsolver(build(width, height)));
    printf("enaml_build %.1f\n", ns);
    am_Solver *S = build(width, height);
    unsigned step = 0;
    PEERS_MEASURE(ns, counts[1], {
        const double *size = peers_sizes[step++ % 6];
        am_suggest(S, ids[width], size[0]);
        am_suggest(S, ids[height], size[1]);
        am_updatevars(S);
    });
    printf("suggest_step %.1f\n", ns);
    PeersConstraint extra = {0, 1e6, -500, 2, {right, left}, {1, -1}};
    am_Constraint *k = make(S, &extra);
    PEERS_MEASURE(ns, counts[2], {
        am_add(k);
        am_updatevars(S);
        am_remove(k);
        am_updatevars(S);
    });
    printf("add_remove %.1f\n", ns);
    fprintf(stderr, "amoeba check: width %g height %g contents_right %g\n", values[width], values[height], values[right]);
    am_delsolver(S);
    return 0;
}
