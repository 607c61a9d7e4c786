#pragma once
// The logic of `satlab check` (docs/cli.md): which pairs of a scene to test,
// the result of each, and the two ways of printing it (a readable table and
// JSON). Pure core code: the command line only parses options and prints.

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "sat/scene.hpp"
#include "sat/types.hpp"

namespace sat {

enum class Precision { Float, Double };

struct CheckOptions {
    /// `--pair A B`: test only this pair and always report it with its axes.
    std::optional<std::pair<std::string, std::string>> pair;
    bool axes = false;             ///< `--axes`: include every axis of every reported pair
    double tolerance = 0.0;        ///< `--tolerance T` (>= 0): |best separation| <= T is touching
    Precision precision = Precision::Double;
    /// `--near D` (>= 0): also report separated pairs whose distance is
    /// < D as near misses (seams a character can snag on). nullopt: off.
    std::optional<double> near;
};

/// A request that cannot be answered (unknown name in --pair, a shape that
/// float cannot represent, 3D not built yet). The CLI exits 2 with what().
class CheckError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// One candidate axis. Vectors have 2 components in 2D scenes, 3 in 3D ones.
struct CheckAxis {
    std::string source;                   ///< "A.x", "B.edge2", "A.edge1xB.edge2"
    std::vector<double> axis;             ///< unit direction, world space
    Interval<double> a{}, b{};            ///< projections of A and B
    double separation = 0.0;              ///< > 0 gap, < 0 overlap
    bool separating = false;
    bool duplicate = false;               ///< parallel to an earlier axis
    bool degenerate = false;              ///< 3D only: skipped (near-zero cross product)
    std::string degenerateReason;         ///< 3D only: why it was skipped
};

struct CheckPair {
    std::string a, b;                     ///< shape names, in scene order
    Verdict verdict = Verdict::Separated;
    double depth = 0.0;                   ///< MTV length, >= 0
    std::vector<double> normal;           ///< unit, from A to B
    /// Euclidean distance when separated, otherwise -depth.
    double separation = 0.0;
    int firstSeparatingAxis = -1;         ///< index into axes in test order; -1 none
    std::vector<std::vector<double>> contacts;
    std::vector<CheckAxis> axes;          ///< always filled; printed per `withAxes`
    bool withAxes = false;                ///< print the axes (--axes, or --pair)
    bool nearMiss = false;                ///< separated, but closer than --near
    bool overlap() const { return verdict != Verdict::Separated; }
};

/// "overlapping", "touching", "near" (a near miss) or "separated".
const char* pairKind(const CheckPair& pair);

struct CheckSummary {
    int shapes = 0;
    std::int64_t pairsTested = 0;         ///< n (n - 1) / 2 less pairs of one collider: 64 bits for 1 M shapes
    int overlapping = 0;
    int touching = 0;
    int nearMisses = 0;                   ///< with --near
};

/// Findings per scene group (a Tiled map's layers): a pair counts for each
/// group its shapes are in (once when both are in the same one).
struct CheckLayerSummary {
    std::string group;                    ///< empty: shapes without a group
    int shapes = 0;
    int overlapping = 0;
    int touching = 0;
    int nearMisses = 0;
};
struct CheckResult {
    int dimension = 2;                    ///< 2 or 3: the length of every vector
    Precision precision = Precision::Double;
    double tolerance = 0.0;
    /// Reported pairs, in scene order (i < j): with --pair that pair; else
    /// those that overlap or touch.
    std::vector<CheckPair> pairs;
    CheckSummary summary;
    /// Lint output (docs/tiled-import.md): on with --near or when the scene
    /// has groups. Then pairs carry "kind", the summary "near", and
    /// `layers` is filled.
    bool lint = false;
    std::vector<CheckLayerSummary> layers;
    /// Where runCheck spent its time (`satlab check --stats`), in seconds.
    struct Timings {
        double broadPhase = 0.0;          ///< bounds and the sweep (docs/performance-broadphase.md)
        double narrowPhase = 0.0;         ///< the SAT on the candidate pairs
        std::size_t candidates = 0;       ///< pairs whose bounds meet
    } timings;
};

/// Tests the scene's pairs. Throws CheckError.
CheckResult runCheck(const Scene& scene, const CheckOptions& options);

/// The JSON of docs/cli.md (keys as listed there), ending in a newline.
std::string checkJson(const CheckResult& result);
/// A readable table with aligned columns; per-axis rows where withAxes.
std::string checkTable(const CheckResult& result);
/// The per-layer summary and near-miss count as readable lines (lint only).
std::string lintTable(const CheckResult& result);
/// True when both shapes are pieces of one collider (same non-empty
/// `collider`): they share edges by construction and are not tested.
bool sameCollider(const SceneShape& a, const SceneShape& b);
/// Fills result.layers from the reported pairs (lint only).
void summarizeLayers(const Scene& scene, CheckResult& result);
/// 1 when failOnOverlap and a pair overlaps or touches, else 0.
int checkExitCode(const CheckResult& result, bool failOnOverlap);

/// Without --pair: every pair (i < j) not of one collider, narrowed by the
/// broad phase (sat/broadphase.hpp) to those whose bounds meet, tested; adds
/// the pairs that overlap, touch or nearly touch to result.pairs in (i, j)
/// order and fills result.summary and result.timings.
void checkAllPairs(const Scene& scene, const CheckOptions& options, CheckResult& result);

/// One pair's test in 2D (`sat::report`), as a CheckPair with its axes.
CheckPair checkPair2(const SceneShape& a, const SceneShape& b, const CheckOptions& options);
/// One pair's test in 3D (the 3D `sat::report`; docs/sat-3d.md), as a
/// CheckPair with vectors of length 3 and per-axis `degenerate`.
CheckPair checkPair3(const SceneShape& a, const SceneShape& b, const CheckOptions& options);

} // namespace sat
