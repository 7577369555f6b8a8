// The feed cell laid out by Yoga (facebook/yoga, a flexbox engine), one fresh tree per cell:
// the flexbox peer of Trellis's fresh solver per cell in Benchmarks/BulkBenchmarks.
//
//   yoga_feed CELLS.csv [--width W] [--reuse]
//
// CELLS.csv is the file BulkBenchmarks writes for the kiwi peer: each cell's measured content
// sizes (name, time, body height, votes) and the cell height Trellis gives. The leaves take
// their sizes from measure functions, as text views do in Yoga. With --reuse one tree is built
// once and only the leaves are marked dirty per cell.
//
// The cell in flexbox terms (FeedCellStyle's rules):
//   column, padding 15 left/right/top and 10 at the bottom;
//   header row (items centred): avatar 40x40, name (margin-left 10, shrinks, auto right margin),
//     time (margin-left 8, never shrinks);
//   body (stretched, 10 below), votes (10 below), buttons row (10 below, items centred): Like,
//     Comment (margin-left 4, auto right margin), Share.
//
// Prints `cells`, `seconds`, `cpu_seconds` for building, laying out, reading and freeing every
// cell, and the largest difference between Yoga's cell heights and the CSV's.
#include <yoga/Yoga.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

namespace {

struct Size {
    float width;
    float height;
};

struct Cell {
    Size name, time, votes;
    float body;
    double height;
};

constexpr float kPadding = 15, kBottom = 10, kAvatar = 40, kAvatarToName = 10, kNameToTime = 8;
constexpr float kGap = 10, kButtonSpacing = 4, kButtonAdvance = 6.5f, kButtonLine = 16;
constexpr float kInsetH = 10, kInsetV = 5;

YGSize measureLeaf(YGNodeConstRef node, float, YGMeasureMode, float, YGMeasureMode) {
    auto *size = static_cast<const Size *>(YGNodeGetContext(node));
    return YGSize{size->width, size->height};
}

YGNodeRef leaf(YGConfigRef config, Size *size) {
    YGNodeRef node = YGNodeNewWithConfig(config);
    YGNodeSetContext(node, size);
    YGNodeSetMeasureFunc(node, measureLeaf);
    return node;
}

YGNodeRef row(YGConfigRef config) {
    YGNodeRef node = YGNodeNewWithConfig(config);
    YGNodeStyleSetFlexDirection(node, YGFlexDirectionRow);
    YGNodeStyleSetAlignItems(node, YGAlignCenter);
    YGNodeStyleSetAlignSelf(node, YGAlignStretch);
    return node;
}

/// The sizes a tree's leaves point at: the cell's own, and the buttons' (the same for every cell).
struct Leaves {
    Size name, time, body, votes, like, comment, share;
};

Size button(const char *title) {
    return Size{float(std::strlen(title)) * kButtonAdvance + 2 * kInsetH, kButtonLine + 2 * kInsetV};
}

YGNodeRef build(YGConfigRef config, float width, Leaves *leaves) {
    YGNodeRef root = YGNodeNewWithConfig(config);
    YGNodeStyleSetWidth(root, width);
    YGNodeStyleSetFlexDirection(root, YGFlexDirectionColumn);
    YGNodeStyleSetAlignItems(root, YGAlignFlexStart);
    YGNodeStyleSetPadding(root, YGEdgeLeft, kPadding);
    YGNodeStyleSetPadding(root, YGEdgeRight, kPadding);
    YGNodeStyleSetPadding(root, YGEdgeTop, kPadding);
    YGNodeStyleSetPadding(root, YGEdgeBottom, kBottom);

    YGNodeRef header = row(config);
    YGNodeRef avatar = YGNodeNewWithConfig(config);
    YGNodeStyleSetWidth(avatar, kAvatar);
    YGNodeStyleSetHeight(avatar, kAvatar);
    YGNodeStyleSetFlexShrink(avatar, 0);
    YGNodeRef name = leaf(config, &leaves->name);
    YGNodeStyleSetMargin(name, YGEdgeLeft, kAvatarToName);
    YGNodeStyleSetMarginAuto(name, YGEdgeRight);
    YGNodeStyleSetFlexShrink(name, 1);
    YGNodeRef time = leaf(config, &leaves->time);
    YGNodeStyleSetMargin(time, YGEdgeLeft, kNameToTime);
    YGNodeStyleSetFlexShrink(time, 0);
    YGNodeInsertChild(header, avatar, 0);
    YGNodeInsertChild(header, name, 1);
    YGNodeInsertChild(header, time, 2);

    YGNodeRef body = leaf(config, &leaves->body);
    YGNodeStyleSetAlignSelf(body, YGAlignStretch);
    YGNodeStyleSetMargin(body, YGEdgeTop, kGap);
    YGNodeRef votes = leaf(config, &leaves->votes);
    YGNodeStyleSetMargin(votes, YGEdgeTop, kGap);

    YGNodeRef buttons = row(config);
    YGNodeStyleSetMargin(buttons, YGEdgeTop, kGap);
    YGNodeRef like = leaf(config, &leaves->like);
    YGNodeRef comment = leaf(config, &leaves->comment);
    YGNodeStyleSetMargin(comment, YGEdgeLeft, kButtonSpacing);
    YGNodeStyleSetMarginAuto(comment, YGEdgeRight);
    YGNodeRef share = leaf(config, &leaves->share);
    YGNodeInsertChild(buttons, like, 0);
    YGNodeInsertChild(buttons, comment, 1);
    YGNodeInsertChild(buttons, share, 2);

    YGNodeInsertChild(root, header, 0);
    YGNodeInsertChild(root, body, 1);
    YGNodeInsertChild(root, votes, 2);
    YGNodeInsertChild(root, buttons, 3);
    return root;
}

/// Reads every frame of the tree (as a layout consumer would) and returns the cell's height.
double readFrames(YGNodeRef node, double *sink) {
    double sum = YGNodeLayoutGetLeft(node) + YGNodeLayoutGetTop(node) + YGNodeLayoutGetWidth(node);
    size_t count = YGNodeGetChildCount(node);
    for (size_t i = 0; i < count; i++) readFrames(YGNodeGetChild(node, i), sink);
    *sink += sum;
    return YGNodeLayoutGetHeight(node);
}

void setLeaves(Leaves *leaves, const Cell &cell) {
    leaves->name = cell.name;
    leaves->time = cell.time;
    // The body wraps at the cell's width: its measured height at any width Yoga offers.
    leaves->body = Size{0, cell.body};
    leaves->votes = cell.votes;
}

void markLeavesDirty(YGNodeRef root) {
    YGNodeRef header = YGNodeGetChild(root, 0);
    YGNodeMarkDirty(YGNodeGetChild(header, 1));
    YGNodeMarkDirty(YGNodeGetChild(header, 2));
    YGNodeMarkDirty(YGNodeGetChild(root, 1));
    YGNodeMarkDirty(YGNodeGetChild(root, 2));
}

double seconds(clockid_t clock) {
    timespec now{};
    clock_gettime(clock, &now);
    return double(now.tv_sec) + double(now.tv_nsec) * 1e-9;
}

std::vector<Cell> readCells(const char *path) {
    std::vector<Cell> cells;
    FILE *file = std::fopen(path, "r");
    if (!file) {
        std::fprintf(stderr, "cannot open %s\n", path);
        std::exit(2);
    }
    char line[512];
    if (!std::fgets(line, sizeof line, file)) return cells;  // header
    while (std::fgets(line, sizeof line, file)) {
        double v[8];
        if (std::sscanf(line, "%lf,%lf,%lf,%lf,%lf,%lf,%lf,%lf", &v[0], &v[1], &v[2], &v[3], &v[4], &v[5],
                        &v[6], &v[7]) != 8)
            continue;
        cells.push_back(Cell{{float(v[0]), float(v[1])}, {float(v[2]), float(v[3])}, {float(v[5]), float(v[6])},
                             float(v[4]), v[7]});
    }
    std::fclose(file);
    return cells;
}

}  // namespace

int main(int argc, char **argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s CELLS.csv [--width W] [--reuse]\n", argv[0]);
        return 64;
    }
    float width = 375;
    bool reuse = false;
    for (int i = 2; i < argc; i++) {
        if (std::strcmp(argv[i], "--width") == 0 && i + 1 < argc) width = float(std::atof(argv[++i]));
        else if (std::strcmp(argv[i], "--reuse") == 0) reuse = true;
    }
    std::vector<Cell> cells = readCells(argv[1]);
    YGConfigRef config = YGConfigNew();
    // Unrounded positions, as Trellis reports them.
    YGConfigSetPointScaleFactor(config, 0);
    Leaves leaves{{}, {}, {}, {}, button("Like"), button("Comment"), button("Share")};
    std::vector<double> heights(cells.size());
    double sink = 0;

    double wall = seconds(CLOCK_MONOTONIC), cpu = seconds(CLOCK_PROCESS_CPUTIME_ID);
    YGNodeRef shared = reuse ? build(config, width, &leaves) : nullptr;
    for (size_t i = 0; i < cells.size(); i++) {
        setLeaves(&leaves, cells[i]);
        YGNodeRef root = shared;
        if (root) {
            markLeavesDirty(root);
        } else {
            root = build(config, width, &leaves);
        }
        YGNodeCalculateLayout(root, YGUndefined, YGUndefined, YGDirectionLTR);
        heights[i] = readFrames(root, &sink);
        if (!shared) YGNodeFreeRecursive(root);
    }
    if (shared) YGNodeFreeRecursive(shared);
    wall = seconds(CLOCK_MONOTONIC) - wall;
    cpu = seconds(CLOCK_PROCESS_CPUTIME_ID) - cpu;
    YGConfigFree(config);

    double worst = 0;
    for (size_t i = 0; i < cells.size(); i++) worst = std::fmax(worst, std::fabs(heights[i] - cells[i].height));
    std::printf("cells %zu\nseconds %.6f\ncpu_seconds %.6f\nmax_height_difference %g\nchecksum %g\n", cells.size(),
                wall, cpu, worst, sink);
    return 0;
}
