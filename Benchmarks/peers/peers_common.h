/* Shared by the peer drivers: reads the flat system written by scripts/peers_system.py and
 * times a body (median over rounds of the time per call, after one warm-up round). */
#ifndef PEERS_COMMON_H
#define PEERS_COMMON_H

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define PEERS_MAX_VARS 64
#define PEERS_MAX_CONS 256
#define PEERS_MAX_TERMS 8
#define PEERS_ROUNDS 7

typedef struct {
    int op; /* -1 <=, 0 ==, 1 >= */
    double strength; /* INFINITY when required */
    double constant;
    int count;
    int vars[PEERS_MAX_TERMS];
    double coefficients[PEERS_MAX_TERMS];
} PeersConstraint;

typedef struct {
    int variableCount;
    char names[PEERS_MAX_VARS][32];
    int constraintCount;
    PeersConstraint constraints[PEERS_MAX_CONS];
} PeersSystem;

static int peers_index(const PeersSystem *s, const char *name) {
    for (int i = 0; i < s->variableCount; i++)
        if (strcmp(s->names[i], name) == 0) return i;
    fprintf(stderr, "no variable %s in the system\n", name);
    exit(2);
}

static void peers_read(const char *path, PeersSystem *s) {
    FILE *f = fopen(path, "r");
    char word[64], op[4], strength[32];
    if (!f || fscanf(f, "%63s %d", word, &s->variableCount) != 2 || s->variableCount > PEERS_MAX_VARS) {
        fprintf(stderr, "%s: expected `variables N ...`\n", path);
        exit(2);
    }
    for (int i = 0; i < s->variableCount; i++)
        if (fscanf(f, "%31s", s->names[i]) != 1) exit(2);
    s->constraintCount = 0;
    while (fscanf(f, "%63s", word) == 1 && s->constraintCount < PEERS_MAX_CONS) {
        PeersConstraint *c = &s->constraints[s->constraintCount++];
        if (fscanf(f, "%3s %31s %lf %d", op, strength, &c->constant, &c->count) != 4 || c->count > PEERS_MAX_TERMS) {
            fprintf(stderr, "%s: bad constraint line %d\n", path, s->constraintCount);
            exit(2);
        }
        c->op = op[0] == '<' ? -1 : (op[0] == '=' ? 0 : 1);
        c->strength = strcmp(strength, "required") == 0 ? INFINITY : atof(strength);
        for (int t = 0; t < c->count; t++)
            if (fscanf(f, "%d %lf", &c->vars[t], &c->coefficients[t]) != 2) exit(2);
    }
    fclose(f);
}

static double peers_now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e9 + t.tv_nsec;
}

static int peers_compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Calls per round of the three workloads: (a) builds, (b) suggest steps, (c) add/remove
 * cycles. 30, 20000 and 20000 unless numbers follow the system's path: instructions per
 * operation are counted from two runs with different counts (scripts/peers_bench.sh --instructions). */
static void peers_counts(int argc, char **argv, int counts[3]) {
    counts[0] = 30;
    counts[1] = 20000;
    counts[2] = 20000;
    for (int i = 0; i < 3 && i + 2 < argc; i++) counts[i] = atoi(argv[i + 2]);
}

/* Median over PEERS_ROUNDS rounds of nanoseconds per call, after a warm-up round (0 when
 * count is 0). */
#define PEERS_MEASURE(result, count, body)                                   \
    do {                                                                     \
        double samples_[PEERS_ROUNDS];                                       \
        for (int round_ = 0; round_ <= PEERS_ROUNDS; round_++) {             \
            double start_ = peers_now();                                     \
            for (int i_ = 0; i_ < (count); i_++) { body; }                   \
            if (round_ > 0) samples_[round_ - 1] = (count) > 0 ? (peers_now() - start_) / (count) : 0; \
        }                                                                    \
        qsort(samples_, PEERS_ROUNDS, sizeof(double), peers_compare);        \
        (result) = samples_[PEERS_ROUNDS / 2];                               \
    } while (0)

static const double peers_sizes[6][2] = {{400, 600}, {600, 400}, {800, 1200}, {1200, 800}, {400, 800}, {800, 400}};

#endif
