// The enaml-like workloads of RESULTS-solver.md (a), (b), (c) through kiwi's C++ core.
// Built by scripts/peers_bench.sh with kiwi's directory on the include path.
#include <kiwi/kiwi.h>
#include <vector>

#include "peers_common.h"

static PeersSystem sys;

static kiwi::Constraint make(const std::vector<kiwi::Variable> &vars, const PeersConstraint &c) {
    std::vector<kiwi::Term> terms;
    for (int t = 0; t < c.count; t++) terms.emplace_back(vars[c.vars[t]], c.coefficients[t]);
    kiwi::Expression expression(terms, c.constant);
    kiwi::RelationalOperator op = c.op < 0 ? kiwi::OP_LE : (c.op == 0 ? kiwi::OP_EQ : kiwi::OP_GE);
    double strength = c.strength == INFINITY ? kiwi::strength::required : c.strength;
    return kiwi::Constraint(expression, op, strength);
}

int main(int argc, char **argv) {
    if (argc < 2) return 2;
    peers_read(argv[1], &sys);
    int counts[3];
    peers_counts(argc, argv, counts);
    int width = peers_index(&sys, "width"), height = peers_index(&sys, "height");
    int left = peers_index(&sys, "contents_left"), right = peers_index(&sys, "contents_right");
    std::vector<kiwi::Variable> vars;
    for (int v = 0; v < sys.variableCount; v++) vars.emplace_back(sys.names[v]);
    std::vector<kiwi::Constraint> constraints;
    for (int i = 0; i < sys.constraintCount; i++) constraints.push_back(make(vars, sys.constraints[i]));
    auto build = [&](kiwi::Solver &s) {
        s.addEditVariable(vars[width], kiwi::strength::strong);
        s.addEditVariable(vars[height], kiwi::strength::strong);
        for (auto &c : constraints) s.addConstraint(c);
        s.updateVariables();
    };
    double ns;
    PEERS_MEASURE(ns, counts[0], {
        kiwi::Solver s;
        build(s);
    });
    printf("enaml_build %.1f\n", ns);
    kiwi::Solver solver;
    build(solver);
    unsigned step = 0;
    PEERS_MEASURE(ns, counts[1], {
        const double *size = peers_sizes[step++ % 6];
        solver.suggestValue(vars[width], size[0]);
        solver.suggestValue(vars[height], size[1]);
        solver.updateVariables();
    });
    printf("suggest_step %.1f\n", ns);
    PeersConstraint extraSpec = {0, 1e6, -500, 2, {right, left}, {1, -1}};
    kiwi::Constraint extra = make(vars, extraSpec);
    PEERS_MEASURE(ns, counts[2], {
        solver.addConstraint(extra);
        solver.updateVariables();
        solver.removeConstraint(extra);
        solver.updateVariables();
    });
    printf("add_remove %.1f\n", ns);
    fprintf(stderr, "kiwi check: width %g height %g contents_right %g\n", vars[width].value(), vars[height].value(),
            vars[right].value());
    return 0;
}
