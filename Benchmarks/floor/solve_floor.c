/*
 * solve_floor: the I/O floor of `trellis solve`.
 *
 * Reads a system file (Docs/FORMATS.md, section 1) the way a lean C program would and writes
 * the same output document shape `trellis solve` writes, without solving anything:
 *
 *   - the whole file is read into one buffer;
 *   - a byte scanner walks the JSON (strings with every escape, numbers, nesting, whitespace);
 *   - variable names are interned once in an open-addressing hash table;
 *   - each constraint string is parsed with the full grammar of FORMATS.md (sums, products
 *     and quotients by constants, unary signs, parentheses, `==` `<=` `>=`), multiplied out
 *     and stored as a row in flat arrays (variable indices, coefficients, constant, relation,
 *     strength);
 *   - edits are read into flat arrays too;
 *   - the answer {"status","backend","objective","values"} is written into one byte buffer
 *     and out with one write: each variable's initial value (0 unless listed), rounded to 10
 *     significant digits as trellis prints numbers.
 *
 * Malformed input: one line on stderr with the byte offset, exit status 1.
 *
 *   cc -O2 -o solve_floor solve_floor.c
 *   ./solve_floor system.json > answer.json
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- small helpers ---------------------------------------------------------------------- */

static const unsigned char *base; /* the input, for error offsets */

static void die(const unsigned char *at, const char *what) {
    fprintf(stderr, "solve_floor: byte %ld: %s\n", (long)(at - base), what);
    exit(1);
}

static void *xrealloc(void *p, size_t n) {
    void *q = realloc(p, n ? n : 1);
    if (!q) { fprintf(stderr, "solve_floor: out of memory\n"); exit(1); }
    return q;
}

typedef struct { const char *s; size_t n; } Str;

/* ---- the byte scanner ------------------------------------------------------------------ */

typedef struct { const unsigned char *p, *end; } Scan;

/* Decoded strings with escapes live here (the rare case); plain ones point into the input.
   A decoded string is never longer than its escaped text, so an arena the input's size never
   fills and never moves. */
static char *arena; static size_t arenaCount, arenaCap;

static void ws(Scan *s) {
    while (s->p < s->end && (*s->p == ' ' || *s->p == '\n' || *s->p == '\r' || *s->p == '\t')) s->p++;
}

static void expect(Scan *s, unsigned char c, const char *what) {
    ws(s);
    if (s->p >= s->end || *s->p != c) die(s->p, what);
    s->p++;
}

static int hex4(Scan *s) {
    int v = 0;
    for (int i = 0; i < 4; i++) {
        if (s->p >= s->end) die(s->p, "unterminated \\u escape");
        unsigned char c = *s->p++;
        int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
              : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
        if (d < 0) die(s->p, "bad \\u escape");
        v = v * 16 + d;
    }
    return v;
}

static void arenaPut(const void *src, size_t n) {
    if (arenaCount + n > arenaCap) { fprintf(stderr, "solve_floor: string arena full\n"); exit(1); }
    memcpy(arena + arenaCount, src, n);
    arenaCount += n;
}

/* A JSON string at the scanner (after whitespace). */
static Str jstring(Scan *s) {
    ws(s);
    if (s->p >= s->end || *s->p != '"') die(s->p, "expected a string");
    const unsigned char *start = ++s->p;
    while (s->p < s->end && *s->p != '"' && *s->p != '\\') {
        if (*s->p < 0x20) die(s->p, "control character in a string");
        s->p++;
    }
    if (s->p >= s->end) die(s->p, "unterminated string");
    if (*s->p == '"') { Str r = {(const char *)start, (size_t)(s->p - start)}; s->p++; return r; }
    /* Escapes: decode into the arena. */
    size_t from = arenaCount;
    arenaPut(start, (size_t)(s->p - start));
    for (;;) {
        if (s->p >= s->end) die(s->p, "unterminated string");
        unsigned char c = *s->p++;
        if (c == '"') break;
        if (c < 0x20) die(s->p, "control character in a string");
        if (c != '\\') { arenaPut(&c, 1); continue; }
        if (s->p >= s->end) die(s->p, "unterminated string");
        unsigned char e = *s->p++;
        char out[4]; size_t n = 1;
        switch (e) {
        case '"': case '\\': case '/': out[0] = (char)e; break;
        case 'b': out[0] = 8; break;
        case 'f': out[0] = 12; break;
        case 'n': out[0] = 10; break;
        case 'r': out[0] = 13; break;
        case 't': out[0] = 9; break;
        case 'u': {
            long cp = hex4(s);
            if (cp >= 0xD800 && cp < 0xDC00) {
                if (s->end - s->p < 6 || s->p[0] != '\\' || s->p[1] != 'u') die(s->p, "unpaired surrogate");
                s->p += 2;
                long lo = hex4(s);
                if (lo < 0xDC00 || lo >= 0xE000) die(s->p, "unpaired surrogate");
                cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
            } else if (cp >= 0xDC00 && cp < 0xE000) die(s->p, "unpaired surrogate");
            if (cp < 0x80) { out[0] = (char)cp; }
            else if (cp < 0x800) { out[0] = (char)(0xC0 | cp >> 6); out[1] = (char)(0x80 | (cp & 63)); n = 2; }
            else if (cp < 0x10000) { out[0] = (char)(0xE0 | cp >> 12); out[1] = (char)(0x80 | (cp >> 6 & 63)); out[2] = (char)(0x80 | (cp & 63)); n = 3; }
            else { out[0] = (char)(0xF0 | cp >> 18); out[1] = (char)(0x80 | (cp >> 12 & 63)); out[2] = (char)(0x80 | (cp >> 6 & 63)); out[3] = (char)(0x80 | (cp & 63)); n = 4; }
            break;
        }
        default: die(s->p, "invalid escape");
        }
        arenaPut(out, n);
    }
    Str r = {arena + from, arenaCount - from};
    return r;
}

static const double pow10tab[23] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
                                    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

/* A decimal number in [p, end) with optional sign, fraction and exponent, parsed in place:
   exactly by one multiplication or division when the digits fit 53 bits and the exponent is
   within 22, else by strtod. `json` asks for JSON's stricter grammar. Returns the end. */
static const unsigned char *number(const unsigned char *p, const unsigned char *end, int json, double *out) {
    const unsigned char *start = p;
    int neg = 0;
    if (json && p < end && *p == '-') { neg = 1; p++; }
    uint64_t m = 0; int digits = 0, exp10 = 0, dropped = 0, intDigits = 0, fracDigits = 0;
    if (json && (p >= end || *p < '0' || *p > '9')) die(p, "expected a digit");
    if (json && *p == '0' && p + 1 < end && p[1] >= '0' && p[1] <= '9') die(p, "leading zero");
    while (p < end && *p >= '0' && *p <= '9') {
        if (digits < 19) { m = m * 10 + (uint64_t)(*p - '0'); if (m) digits++; } else { dropped |= *p != '0'; exp10++; }
        p++; intDigits++;
    }
    if (p < end && *p == '.') {
        p++;
        while (p < end && *p >= '0' && *p <= '9') {
            if (digits < 19) { m = m * 10 + (uint64_t)(*p - '0'); if (m) digits++; exp10--; } else dropped |= *p != '0';
            p++; fracDigits++;
        }
        if (json ? fracDigits == 0 : intDigits + fracDigits == 0) die(p, "expected a digit after '.'");
    }
    if (p < end && (*p == 'e' || *p == 'E')) {
        p++;
        int sign = 1, e = 0;
        if (p < end && (*p == '+' || *p == '-')) { if (*p == '-') sign = -1; p++; }
        if (p >= end || *p < '0' || *p > '9') die(p, "expected a digit in the exponent");
        while (p < end && *p >= '0' && *p <= '9') { if (e < 100000) e = e * 10 + (*p - '0'); p++; }
        exp10 += sign * e;
    }
    double v;
    if (!dropped && m < ((uint64_t)1 << 53) && exp10 >= -22 && exp10 <= 22) {
        v = exp10 < 0 ? (double)m / pow10tab[-exp10] : (double)m * pow10tab[exp10];
        if (neg) v = -v;
    } else {
        char buf[512];
        size_t n = (size_t)(p - start);
        if (n >= sizeof buf) die(start, "number too long");
        memcpy(buf, start, n); buf[n] = 0;
        v = strtod(buf, NULL);
    }
    if (!isfinite(v)) die(start, "number out of range");
    *out = v;
    return p;
}

static double jnumber(Scan *s) {
    ws(s);
    double v;
    s->p = number(s->p, s->end, 1, &v);
    return v;
}

/* Skips `true`, `false`, `null` or anything else: not part of a valid system file. */
static int peekIs(Scan *s, unsigned char c) { ws(s); return s->p < s->end && *s->p == c; }

/* ---- interned variable names ------------------------------------------------------------ */

static Str *varName; static double *varValue; static int varCount, varCap;
/* Open addressing, linear probing; a slot holds the variable's index + 1 (0: empty) in its
   low half and the name's hash in its high half, so a probe rarely touches a name. */
static uint64_t *slots; static uint32_t slotMask;

static uint64_t hashBytes(const char *s, size_t n) {
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++) { h ^= (unsigned char)s[i]; h *= 0x100000001b3ull; }
    h *= 0x9E3779B97F4A7C15ull; /* spread FNV's weak low bits over the whole word */
    return h ^ (h >> 32);
}

static void rehash(void) {
    uint32_t size = slotMask ? (slotMask + 1) * 2 : 1024;
    free(slots);
    slots = calloc(size, sizeof *slots);
    if (!slots) { fprintf(stderr, "solve_floor: out of memory\n"); exit(1); }
    slotMask = size - 1;
    for (int v = 0; v < varCount; v++) {
        uint64_t h = hashBytes(varName[v].s, varName[v].n);
        uint32_t i = (uint32_t)h & slotMask;
        while (slots[i]) i = (i + 1) & slotMask;
        slots[i] = (h >> 32 << 32) | (uint32_t)(v + 1);
    }
}

/* The index of `name`, added (with `value`) if new; *added says which. */
static int intern(Str name, double value, int *added) {
    if ((uint32_t)(varCount + 1) * 2 > slotMask) rehash();
    uint64_t h = hashBytes(name.s, name.n);
    uint32_t i = (uint32_t)h & slotMask;
    for (;;) {
        uint64_t slot = slots[i];
        if (!slot) break;
        int v = (int)(uint32_t)slot - 1;
        if (slot >> 32 == h >> 32 && varName[v].n == name.n && memcmp(varName[v].s, name.s, name.n) == 0) {
            *added = 0;
            return v;
        }
        i = (i + 1) & slotMask;
    }
    if (varCount >= varCap) {
        varCap = varCap ? varCap * 2 : 64;
        varName = xrealloc(varName, (size_t)varCap * sizeof *varName);
        varValue = xrealloc(varValue, (size_t)varCap * sizeof *varValue);
    }
    varName[varCount] = name;
    varValue[varCount] = value;
    slots[i] = (h >> 32 << 32) | (uint32_t)(varCount + 1);
    *added = 1;
    return varCount++;
}

static int validName(Str n) {
    if (n.n == 0) return 0;
    for (size_t i = 0; i < n.n; i++) {
        unsigned char c = (unsigned char)n.s[i];
        int ok = c == '_' || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (i > 0 && c >= '0' && c <= '9');
        if (!ok) return 0;
    }
    return 1;
}

/* ---- the constraint grammar ------------------------------------------------------------- */
/*
 * constraint := expr ("==" | "<=" | ">=") expr
 * expr       := ["+" | "-"] term (("+" | "-") term)*
 * term       := factor (("*" | "/") factor)*
 * factor     := ("+" | "-") factor | number | name | "(" expr ")"
 *
 * A form is a range of (variable, coefficient) terms in a scratch array plus a constant;
 * sub-forms are parsed one after another, so a sum is the concatenation of its parts and a
 * product by a constant scales one part in place.
 */

typedef struct { int start; double c; } Form; /* terms [start, tcount) */
static int *tvar; static double *tcoef; static int tcount, tcap;
static const unsigned char *ep, *eend; /* the constraint string being parsed */
static int depth;

static void eskip(void) { while (ep < eend && (*ep == ' ' || *ep == '\t' || *ep == '\n' || *ep == '\r')) ep++; }

static Form expr(void);

static void scale(Form *f, double k) {
    for (int i = f->start; i < tcount; i++) tcoef[i] *= k;
    f->c *= k;
}

static Form factor(void) {
    eskip();
    if (ep >= eend) die(ep, "expected an expression");
    unsigned char c = *ep;
    if (c == '+' || c == '-') {
        if (++depth > 200) die(ep, "nesting too deep");
        ep++;
        Form f = factor();
        depth--;
        if (c == '-') scale(&f, -1);
        return f;
    }
    if (c == '(') {
        if (++depth > 200) die(ep, "nesting too deep");
        ep++;
        Form f = expr();
        eskip();
        if (ep >= eend || *ep != ')') die(ep, "expected ')'");
        ep++;
        depth--;
        return f;
    }
    Form f = {tcount, 0};
    if ((c >= '0' && c <= '9') || c == '.') { ep = number(ep, eend, 0, &f.c); return f; }
    if (c == '_' || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) {
        const unsigned char *s = ep;
        while (ep < eend && (*ep == '_' || (*ep >= 'A' && *ep <= 'Z') || (*ep >= 'a' && *ep <= 'z') || (*ep >= '0' && *ep <= '9'))) ep++;
        Str name = {(const char *)s, (size_t)(ep - s)};
        int added;
        if (tcount >= tcap) {
            tcap = tcap ? tcap * 2 : 64;
            tvar = xrealloc(tvar, (size_t)tcap * sizeof *tvar);
            tcoef = xrealloc(tcoef, (size_t)tcap * sizeof *tcoef);
        }
        tvar[tcount] = intern(name, 0, &added);
        tcoef[tcount++] = 1;
        return f;
    }
    die(ep, "unexpected character");
    return f;
}

static Form term(void) {
    Form f = factor();
    for (;;) {
        eskip();
        if (ep >= eend || (*ep != '*' && *ep != '/')) return f;
        unsigned char op = *ep++;
        Form g = factor();
        int fConst = f.start == g.start, gConst = g.start == tcount;
        if (op == '*') {
            if (fConst) { scale(&g, f.c); g.start = f.start; f = g; }
            else if (gConst) scale(&f, g.c);
            else die(ep, "'*' multiplies two non-constant factors");
        } else {
            if (!gConst) die(ep, "'/' divides by a non-constant factor");
            if (g.c == 0) die(ep, "division by zero");
            for (int i = f.start; i < tcount; i++) tcoef[i] /= g.c;
            f.c /= g.c;
        }
    }
}

static Form expr(void) {
    eskip();
    double sign = 1;
    if (ep < eend && (*ep == '+' || *ep == '-')) { if (*ep == '-') sign = -1; ep++; }
    Form f = {tcount, 0};
    for (;;) {
        Form t = term();
        if (sign < 0) scale(&t, -1);
        f.c += t.c;
        eskip();
        if (ep >= eend || (*ep != '+' && *ep != '-')) return f;
        sign = *ep++ == '-' ? -1 : 1;
    }
}

/* ---- the rows: flat arrays --------------------------------------------------------------- */

enum { EQ, LE, GE };
static int *rowStart;   /* terms of row r: rowStart[r] ..< rowStart[r + 1] */
static int *rowVar; static double *rowCoef; static int rowTerms, rowTermCap;
static double *rowConst; static unsigned char *rowRel; static double *rowWeight; /* 0 = required */
static Str *rowID;
static int rowCount, rowCap;
static int *mark;      /* per variable: the scratch position of its term in this row, or -1 */
static int markCap;

static double strengthOf(Scan *s, int allowRequired) {
    ws(s);
    if (s->p < s->end && *s->p == '"') {
        Str t = (jstring(s));
        if (t.n == 8 && !memcmp(t.s, "required", 8)) {
            if (!allowRequired) die(s->p, "an edit cannot be required");
            return 0;
        }
        if (t.n == 6 && !memcmp(t.s, "strong", 6)) return 1e6;
        if (t.n == 6 && !memcmp(t.s, "medium", 6)) return 1e3;
        if (t.n == 4 && !memcmp(t.s, "weak", 4)) return 1;
        die(s->p, "unknown strength");
    }
    double w = jnumber(s);
    if (!(w > 0)) die(s->p, "a numeric strength must be positive");
    return w;
}

static void addRow(Str id, Str text, double weight) {
    ep = (const unsigned char *)text.s; eend = ep + text.n; depth = 0; tcount = 0;
    Form lhs = expr();
    eskip();
    if (eend - ep < 2 || ep[1] != '=' || (ep[0] != '=' && ep[0] != '<' && ep[0] != '>')) die(ep, "expected a relation");
    unsigned char rel = ep[0] == '=' ? EQ : ep[0] == '<' ? LE : GE;
    ep += 2;
    int split = tcount;
    Form rhs = expr();
    eskip();
    if (ep != eend) die(ep, "unexpected text after the constraint");
    for (int i = split; i < tcount; i++) tcoef[i] = -tcoef[i];
    (void)lhs.start; (void)rhs.start;
    /* Merge terms of the same variable (first mention keeps its place), drop zeros. */
    if (markCap < varCount) {
        int old = markCap;
        markCap = varCap;
        mark = xrealloc(mark, (size_t)markCap * sizeof *mark);
        for (int i = old; i < markCap; i++) mark[i] = -1;
    }
    if (rowCount + 1 >= rowCap) {
        rowCap = rowCap ? rowCap * 2 : 64;
        rowStart = xrealloc(rowStart, (size_t)rowCap * sizeof *rowStart);
        rowConst = xrealloc(rowConst, (size_t)rowCap * sizeof *rowConst);
        rowRel = xrealloc(rowRel, (size_t)rowCap);
        rowWeight = xrealloc(rowWeight, (size_t)rowCap * sizeof *rowWeight);
        rowID = xrealloc(rowID, (size_t)rowCap * sizeof *rowID);
    }
    int first = rowTerms;
    for (int i = 0; i < tcount; i++) {
        int v = tvar[i];
        if (mark[v] >= 0) { rowCoef[mark[v]] += tcoef[i]; continue; }
        if (rowTerms >= rowTermCap) {
            rowTermCap = rowTermCap ? rowTermCap * 2 : 64;
            rowVar = xrealloc(rowVar, (size_t)rowTermCap * sizeof *rowVar);
            rowCoef = xrealloc(rowCoef, (size_t)rowTermCap * sizeof *rowCoef);
        }
        mark[v] = rowTerms;
        rowVar[rowTerms] = v;
        rowCoef[rowTerms++] = tcoef[i];
    }
    int kept = first;
    for (int i = first; i < rowTerms; i++) {
        mark[rowVar[i]] = -1;
        if (rowCoef[i] != 0) { rowVar[kept] = rowVar[i]; rowCoef[kept++] = rowCoef[i]; }
    }
    rowTerms = kept;
    rowStart[rowCount] = first;
    rowConst[rowCount] = lhs.c - rhs.c;
    rowRel[rowCount] = rel;
    rowWeight[rowCount] = weight;
    rowID[rowCount] = id;
    rowCount++;
    rowStart[rowCount] = rowTerms;
}

static int *editVar; static double *editWeight, *editValue; static int editCount, editCap;

/* ---- the document ----------------------------------------------------------------------- */

static int keyIs(Str k, const char *word) { size_t n = strlen(word); return k.n == n && !memcmp(k.s, word, n); }

static void readVariables(Scan *s) {
    expect(s, '{', "'variables' must be an object");
    if (peekIs(s, '}')) { s->p++; return; }
    do {
        Str name = (jstring(s));
        expect(s, ':', "expected ':'");
        double value = jnumber(s);
        if (!validName(name)) die(s->p, "not a valid name");
        int added;
        intern(name, value, &added);
        if (!added) die(s->p, "duplicate variable");
        ws(s);
    } while (s->p < s->end && *s->p == ',' && ++s->p);
    expect(s, '}', "expected ',' or '}'");
}

static void readConstraints(Scan *s) {
    expect(s, '[', "'constraints' must be an array");
    if (peekIs(s, ']')) { s->p++; return; }
    do {
        expect(s, '{', "each constraint must be an object");
        Str id = {0, 0}, text = {0, 0};
        int hasID = 0, hasText = 0, hasStrength = 0;
        double weight = 0;
        if (!peekIs(s, '}')) {
            do {
                Str key = (jstring(s));
                expect(s, ':', "expected ':'");
                if (keyIs(key, "id") && !hasID) { id = jstring(s); hasID = 1; if ((id).n == 0) die(s->p, "empty id"); }
                else if (keyIs(key, "constraint") && !hasText) { text = jstring(s); hasText = 1; }
                else if (keyIs(key, "strength") && !hasStrength) { weight = strengthOf(s, 1); hasStrength = 1; }
                else die(s->p, "unknown or duplicate key in a constraint");
                ws(s);
            } while (s->p < s->end && *s->p == ',' && ++s->p);
        }
        expect(s, '}', "expected ',' or '}'");
        if (!hasText) die(s->p, "missing the key 'constraint'");
        if (!hasID) { id.s = NULL; id.n = (size_t)rowCount; } /* the default id, c<index> */
        addRow(id, (text), weight);
        ws(s);
    } while (s->p < s->end && *s->p == ',' && ++s->p);
    expect(s, ']', "expected ',' or ']'");
}

static void readEdits(Scan *s) {
    expect(s, '[', "'edits' must be an array");
    if (peekIs(s, ']')) { s->p++; return; }
    do {
        expect(s, '{', "each edit must be an object");
        Str name = {0, 0};
        int has = 0; double weight = 0, value = 0;
        if (!peekIs(s, '}')) {
            do {
                Str key = (jstring(s));
                expect(s, ':', "expected ':'");
                if (keyIs(key, "variable") && !(has & 1)) { name = (jstring(s)); has |= 1; }
                else if (keyIs(key, "strength") && !(has & 2)) { weight = strengthOf(s, 0); has |= 2; }
                else if (keyIs(key, "suggest") && !(has & 4)) { value = jnumber(s); has |= 4; }
                else die(s->p, "unknown or duplicate key in an edit");
                ws(s);
            } while (s->p < s->end && *s->p == ',' && ++s->p);
        }
        expect(s, '}', "expected ',' or '}'");
        if (has != 7) die(s->p, "an edit needs 'variable', 'strength' and 'suggest'");
        if (!validName(name)) die(s->p, "not a valid name");
        int added;
        if (editCount >= editCap) {
            editCap = editCap ? editCap * 2 : 64;
            editVar = xrealloc(editVar, (size_t)editCap * sizeof *editVar);
            editWeight = xrealloc(editWeight, (size_t)editCap * sizeof *editWeight);
            editValue = xrealloc(editValue, (size_t)editCap * sizeof *editValue);
        }
        editVar[editCount] = intern(name, 0, &added);
        editWeight[editCount] = weight;
        editValue[editCount++] = value;
        ws(s);
    } while (s->p < s->end && *s->p == ',' && ++s->p);
    expect(s, ']', "expected ',' or ']'");
}

/* ---- the answer ------------------------------------------------------------------------- */

static char *out; static size_t outCount, outCap;

static void put(const char *s, size_t n) {
    if (outCount + n > outCap) { while (outCount + n > outCap) outCap = outCap ? outCap * 2 : 1 << 16; out = xrealloc(out, outCap); }
    memcpy(out + outCount, s, n);
    outCount += n;
}
#define PUTS(lit) put(lit, sizeof lit - 1)

/* A value as trellis prints it: rounded to 10 significant digits, whole numbers without a
   fraction, negative zero as 0. */
static void putNumber(double v) {
    char buf[40];
    int n;
    if (v == 0) { put("0", 1); return; }
    if (v == rint(v) && fabs(v) < 1e15) {
        char *e = buf + sizeof buf, *p = e;
        uint64_t m = (uint64_t)fabs(v);
        do { *--p = (char)('0' + m % 10); m /= 10; } while (m);
        if (v < 0) *--p = '-';
        put(p, (size_t)(e - p));
        return;
    }
    n = snprintf(buf, sizeof buf, "%.10g", v);
    put(buf, (size_t)n);
}

static void putQuoted(Str t) {
    put("\"", 1);
    size_t run = 0;
    for (size_t i = 0; i < t.n; i++) {
        unsigned char c = (unsigned char)t.s[i];
        if (c >= 0x20 && c != '"' && c != '\\') continue;
        put(t.s + run, i - run);
        char esc[8];
        int n = c == '"' ? snprintf(esc, sizeof esc, "\\\"") : c == '\\' ? snprintf(esc, sizeof esc, "\\\\")
              : snprintf(esc, sizeof esc, "\\u%04x", c);
        put(esc, (size_t)n);
        run = i + 1;
    }
    put(t.s + run, t.n - run);
    put("\"", 1);
}

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: solve_floor FILE.json\n"); return 64; }
    FILE *f = strcmp(argv[1], "-") ? fopen(argv[1], "rb") : stdin;
    if (!f) { perror(argv[1]); return 1; }
    size_t n = 0, cap = 1 << 20;
    unsigned char *buf = xrealloc(NULL, cap);
    for (;;) {
        size_t got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (n < cap) break;
        cap *= 2;
        buf = xrealloc(buf, cap);
    }
    if (f != stdin) fclose(f);
    base = buf;
    Scan s = {buf, buf + n};
    if (n >= 3 && buf[0] == 0xEF && buf[1] == 0xBB && buf[2] == 0xBF) s.p += 3;

    arenaCap = n;
    arena = xrealloc(NULL, arenaCap);

    /* Top level: variables before constraints before edits, whatever the file's order. In that
       order (the usual case) each part is read where it stands, in one pass; otherwise the
       parts are found first and read in that order. */
    Scan parts[3] = {{0, 0}, {0, 0}, {0, 0}};
    int last = -1, inOrder = 1;
    expect(&s, '{', "the top level must be an object");
    if (!peekIs(&s, '}')) {
        do {
            Str key = jstring(&s);
            expect(&s, ':', "expected ':'");
            int which = keyIs(key, "variables") ? 0 : keyIs(key, "constraints") ? 1 : keyIs(key, "edits") ? 2 : -1;
            if (which < 0 || parts[which].p) die(s.p, "unknown or duplicate top-level key");
            ws(&s);
            parts[which].p = s.p;
            if (which < last) inOrder = 0;
            last = which;
            if (inOrder) {
                if (which == 0) readVariables(&s); else if (which == 1) readConstraints(&s); else readEdits(&s);
            } else {
                int level = 0; /* skip the value; it is read in its turn below */
                do {
                    if (s.p >= s.end) die(s.p, "unexpected end of the file");
                    unsigned char c = *s.p;
                    if (c == '"') {
                        for (s.p++; s.p < s.end && *s.p != '"'; s.p++) if (*s.p == '\\') s.p++;
                    } else if (c == '{' || c == '[') { if (++level > 256) die(s.p, "nesting too deep"); }
                    else if (c == '}' || c == ']') level--;
                    s.p++;
                } while (level > 0);
            }
            parts[which].end = s.p;
            ws(&s);
        } while (s.p < s.end && *s.p == ',' && ++s.p);
    }
    expect(&s, '}', "expected ',' or '}'");
    ws(&s);
    if (s.p != s.end) die(s.p, "text after the JSON value");
    if (!parts[1].p) die(s.p, "missing the top-level key 'constraints'");
    if (!inOrder) {
        varCount = rowCount = rowTerms = editCount = 0;
        arenaCount = 0;
        if (slots) memset(slots, 0, (slotMask + 1) * sizeof *slots);
        for (int i = 0; i < 3; i++) {
            if (!parts[i].p) continue;
            Scan part = parts[i];
            if (i == 0) readVariables(&part); else if (i == 1) readConstraints(&part); else readEdits(&part);
            ws(&part);
            if (part.p != part.end) die(part.p, "unexpected text");
        }
    }

    /* The answer: the floor solves nothing, so every value is its starting value. */
    double checksum = 0;
    for (int r = 0; r < rowCount; r++) checksum += rowConst[r] + (rowStart[r + 1] - rowStart[r]) + rowWeight[r];
    for (int e = 0; e < editCount; e++) checksum += editValue[e] * editWeight[e];
    PUTS("{\"status\":\"optimal\",\"backend\":\"incremental\",\"objective\":");
    putNumber(0 * checksum);
    PUTS(",\"values\":{");
    for (int v = 0; v < varCount; v++) {
        if (v) put(",", 1);
        putQuoted(varName[v]);
        put(":", 1);
        putNumber(varValue[v]);
    }
    PUTS("}}\n");
    fwrite(out, 1, outCount, stdout);
    return 0;
}
