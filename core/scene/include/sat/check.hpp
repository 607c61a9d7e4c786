// SPDX-License-Identifier: MIT
#pragma once
// The logic of `satlab check` (docs/cli.md): which pairs of a scene to test,
// the result of each, and the two ways of printing it (a readable table and
// JSON). Pure core code: the command line only parses options and prints.

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <optional>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "sat/intended.hpp"
#include "sat/scene.hpp"
#include "sat/types.hpp"

namespace sat {

/// The floating-point type a check runs the SAT in: Float (the shapes are converted first) or Double (the default).
enum class Precision { Float, Double };

/// What `satlab check` tests and how it reports it (its command-line options).
struct CheckOptions {
    /// `--pair A B`: test only this pair and always report it with its axes.
    std::optional<std::pair<std::string, std::string>> pair;
    bool axes = false;                       ///< `--axes`: include every axis of every reported pair
    double tolerance = 0.0;                  ///< `--tolerance T` (>= 0): |best separation| <= T is touching
    Precision precision = Precision::Double; ///< the type the SAT runs in
    /// `--near D` (>= 0): also report separated pairs whose distance is
    /// < D as near misses (seams a character can snag on). nullopt: off.
    std::optional<double> near;
    /// `--fail-on-overlap`: stop at the first reported pair (in scene order)
    /// that overlaps or touches; the result says `stopped`.
    bool stopAtFirstOverlap = false;
    /// Pairs marked intended (the sidecar, sat/intended.hpp); null: none.
    /// Not owned: it must outlive the check. Without `listIntended` an
    /// intended finding is left out: not reported, not counted as
    /// overlapping, touching or near, never a reason to stop; only
    /// summary.intended counts it.
    const IntendedFindings* intended = nullptr;
    /// `--all`: intended findings are reported and counted as usual, each
    /// marked `intended` (summary.intended still counts them).
    bool listIntended = false;
};

/// A request that cannot be answered (unknown name in --pair, a shape that
/// float cannot represent, 3D not built yet). The CLI exits 2 with what().
class CheckError : public std::runtime_error {
public:
    /// Takes the message, as std::runtime_error does.
    using std::runtime_error::runtime_error;
};

/// One candidate axis. Vectors have 2 components in 2D scenes, 3 in 3D ones.
struct CheckAxis {
    std::string source;           ///< "A.x", "B.edge2", "A.edge1xB.edge2"
    std::vector<double> axis;     ///< unit direction, world space
    Interval<double> a{}, b{};    ///< projections of A and B
    double separation = 0.0;      ///< > 0 gap, < 0 overlap
    bool separating = false;      ///< separation > tolerance
    bool duplicate = false;       ///< parallel to an earlier axis
    bool degenerate = false;      ///< 3D only: skipped (near-zero cross product)
    std::string degenerateReason; ///< 3D only: why it was skipped
};

/// One reported pair: its verdict, MTV, distance, contacts and axes.
struct CheckPair {
    std::string a, b;                     ///< shape names, in scene order
    Verdict verdict = Verdict::Separated; ///< separated, touching or overlapping
    double depth = 0.0;                   ///< MTV length, >= 0
    std::vector<double> normal;           ///< unit, from A to B
    /// Euclidean distance when separated, otherwise -depth.
    double separation = 0.0;
    int firstSeparatingAxis = -1;              ///< index into axes in test order; -1 none
    std::vector<std::vector<double>> contacts; ///< contact points, world space; empty when separated
    /// Every axis in test order, printed per `withAxes`. A whole-scene check
    /// whose sink prints no axes (CheckPairDetail::allAxes false, no --axes)
    /// keeps only those up to the first separating one, which the table names.
    std::vector<CheckAxis> axes;
    bool withAxes = false; ///< print the axes (--axes, or --pair)
    bool nearMiss = false; ///< separated, but closer than --near
    bool intended = false; ///< marked intended in the sidecar (listed with --all only)
    /// True when the pair touches or overlaps.
    bool overlap() const { return verdict != Verdict::Separated; }
};

/// "overlapping", "touching", "near" (a near miss) or "separated".
const char* pairKind(const CheckPair& pair);

/// The counts of a whole check.
struct CheckSummary {
    int shapes = 0;               ///< shapes in the scene
    std::int64_t pairsTested = 0; ///< n (n - 1) / 2 less pairs of one collider: 64 bits for 1 M shapes
    int overlapping = 0;          ///< pairs that overlap
    int touching = 0;             ///< pairs that touch
    int nearMisses = 0;           ///< with --near
    int intended = 0;             ///< findings marked intended (CheckOptions::intended)
};

/// Findings per scene group (a Tiled map's layers): a pair counts for each
/// group its shapes are in (once when both are in the same one).
struct CheckLayerSummary {
    std::string group;   ///< empty: shapes without a group
    int shapes = 0;      ///< shapes in the group
    int overlapping = 0; ///< overlapping pairs with a shape in the group
    int touching = 0;    ///< touching pairs with a shape in the group
    int nearMisses = 0;  ///< near misses with a shape in the group
};
/// Everything a check found: the reported pairs, the counts and, with lint, the groups.
struct CheckResult {
    int dimension = 2;                       ///< 2 or 3: the length of every vector
    Precision precision = Precision::Double; ///< the type the SAT ran in
    double tolerance = 0.0;                  ///< CheckOptions::tolerance
    /// Reported pairs, in scene order (i < j): with --pair that pair; else
    /// those that overlap or touch.
    std::vector<CheckPair> pairs;
    CheckSummary summary; ///< the counts (up to the stop, when stopped)
    /// Lint output (docs/tiled-import.md): on with --near or when the scene
    /// has groups. Then pairs carry "kind", the summary "near", and
    /// `layers` is filled.
    bool lint = false;
    std::vector<CheckLayerSummary> layers; ///< per-group counts; lint only
    /// stopAtFirstOverlap ended the check at a pair that overlaps or touches:
    /// the summary counts the pairs up to it (in scene order), no further.
    bool stopped = false;
    /// Intended findings were given (CheckOptions::intended, not empty): the
    /// outputs then say how many (`"intended"` in the JSON summary).
    bool intendedGiven = false;
    bool intendedListed = false; ///< CheckOptions::listIntended
    /// Where runCheck spent its time (`satlab check --stats`), in seconds.
    struct Timings {
        double broadPhase = 0.0;    ///< bounds and the sweep (docs/performance-broadphase.md)
        double narrowPhase = 0.0;   ///< the SAT on the candidate pairs
        std::size_t candidates = 0; ///< pairs whose bounds meet
    } timings;
};

/// What a sink prints of a pair besides its verdict, depth, normal,
/// separation and first separating axis: a whole-scene check leaves out the
/// rest, which saves making it for every reported pair of a large scene.
struct CheckPairDetail {
    bool allAxes = true;  ///< every axis, even when withAxes is false; false: up to the first separating one
    bool contacts = true; ///< the contact points
};

/// Receives a check's findings as they are made, so that a scene with
/// millions of overlapping pairs is printed while it is checked, never held.
class CheckSink {
public:
    /// Sinks may be destroyed through a CheckSink pointer.
    virtual ~CheckSink() = default;
    /// What this sink reads of each pair; by default everything.
    virtual CheckPairDetail detail() const { return {}; }
    /// Before the first pair: dimension, precision, tolerance, lint and
    /// summary.shapes are set; `pairs` is empty.
    virtual void begin(const CheckResult& result) = 0;
    /// Each reported pair, in scene order (or the --pair pair).
    virtual void pair(const CheckPair& pair) = 0;
    /// After the last pair: summary, layers, stopped and timings are final.
    virtual void end(const CheckResult& result) = 0;
};

/// Tests the scene's pairs, handing each reported pair to `sink` as it is
/// found; the returned result's `pairs` stays empty. Throws CheckError
/// (before `begin`, or for a shape float cannot represent, before any pair).
CheckResult runCheck(const Scene& scene, const CheckOptions& options, CheckSink& sink);
/// The same, with the reported pairs collected in result.pairs.
CheckResult runCheck(const Scene& scene, const CheckOptions& options);

/// `--json`'s output (keys as listed in docs/cli.md), written as it comes:
/// one pair is held at a time.
class CheckJsonWriter : public CheckSink {
public:
    /// Writes to `out`, which must outlive the writer.
    explicit CheckJsonWriter(std::ostream& out) : out_(out) {}
    /// Contacts always; axes only for pairs marked withAxes.
    CheckPairDetail detail() const override { return {false, true}; }
    /// Opens the JSON object and its `pairs` list.
    void begin(const CheckResult& result) override;
    /// Writes the pair's object into `pairs`.
    void pair(const CheckPair& pair) override;
    /// Closes `pairs`, writes the summary (and the layers with lint) and closes the object.
    void end(const CheckResult& result) override;

private:
    std::ostream& out_;
    int dimension_ = 2;
    bool lint_ = false;
    bool anyPair_ = false;
};

/// The readable table (docs/cli.md). Up to kTableRowsHeld pairs are held so
/// a check that lists no more prints its summary line first, above one
/// aligned table; past that the rows go out in aligned blocks of that many
/// and the summary line comes last. The lint lines (lintTable) follow.
class CheckTableWriter : public CheckSink {
public:
    /// Most pairs held before the rows go out in blocks.
    static constexpr std::size_t kTableRowsHeld = 1000;
    /// `lintLines`: end with lintTable's lines (the command line's output).
    explicit CheckTableWriter(std::ostream& out, bool lintLines = true) : out_(out), lintLines_(lintLines) {}
    /// No contacts; axes only for pairs marked withAxes.
    CheckPairDetail detail() const override { return {false, false}; }
    /// Keeps the fields of the summary line; prints nothing yet.
    void begin(const CheckResult& result) override;
    /// Holds the pair's rows; past kTableRowsHeld pairs, prints a block each time that many are held.
    void pair(const CheckPair& pair) override;
    /// Prints the summary line and the rows still held (the summary last when streaming), then the lint lines.
    void end(const CheckResult& result) override;

private:
    void flushBlock();
    std::ostream& out_;
    bool lintLines_ = true;
    CheckResult header_;          ///< begin()'s fields, for the streamed first line
    std::vector<CheckPair> held_; ///< pairs not yet printed (at most kTableRowsHeld)
    bool streaming_ = false;      ///< more pairs than fit: blocks are printed as they fill
};

/// The JSON of docs/cli.md (keys as listed there), ending in a newline.
std::string checkJson(const CheckResult& result);
/// A readable table with aligned columns; per-axis rows where withAxes.
std::string checkTable(const CheckResult& result);
/// The per-layer summary and near-miss count as readable lines (lint only).
std::string lintTable(const CheckResult& result);
/// True when both shapes are pieces of one collider (same non-empty
/// `collider`): they share edges by construction and are not tested.
bool sameCollider(const SceneShape& a, const SceneShape& b);
/// result.layers, counted pair by pair as a check reports them (lint only).
class LayerTally {
public:
    /// Fills result.layers with the scene's groups and their shape counts.
    LayerTally(const Scene& scene, CheckResult& result);
    /// Counts one reported pair in its shapes' groups.
    void add(const CheckPair& pair);

private:
    CheckResult& result_;
    std::unordered_map<std::string, std::size_t> layerOf_; ///< shape name -> index into result.layers
};
/// 1 when failOnOverlap and a pair overlaps or touches, else 0.
int checkExitCode(const CheckResult& result, bool failOnOverlap);

/// Without --pair: every pair (i < j) not of one collider, narrowed by the
/// broad phase (sat/broadphase.hpp) to those whose bounds meet, tested;
/// hands the pairs that overlap, touch or nearly touch to `report` in (i, j)
/// order as they are found and fills result.summary, stopped and timings.
/// `detail` says what of each pair the reader of `report` needs
/// (--axes adds every axis).
void checkAllPairs(const Scene& scene, const CheckOptions& options, CheckResult& result, CheckPairDetail detail,
                   const std::function<void(CheckPair&)>& report);

/// One pair's test in 2D (`sat::report`), as a CheckPair with its axes.
CheckPair checkPair2(const SceneShape& a, const SceneShape& b, const CheckOptions& options);
/// One pair's test in 3D (the 3D `sat::report`; docs/sat-3d.md), as a
/// CheckPair with vectors of length 3 and per-axis `degenerate`.
CheckPair checkPair3(const SceneShape& a, const SceneShape& b, const CheckOptions& options);

/// One candidate of a whole-scene check in 2D: each shape converted once;
/// with `fastFirst` the fast boolean test (exact at tolerance 0) runs
/// first and a pair it finds apart gives nullopt without a report; else the
/// report as checkPair2 makes it, keeping what `detail` asks for. A shape
/// that does not convert throws checkPair2's CheckError.
std::optional<CheckPair> checkCandidate2(const SceneShape& a, const SceneShape& b, const CheckOptions& options, bool fastFirst,
                                         CheckPairDetail detail);
/// The same in 3D (the 3D fast test is exact too: docs/sat-3d.md).
std::optional<CheckPair> checkCandidate3(const SceneShape& a, const SceneShape& b, const CheckOptions& options, bool fastFirst,
                                         CheckPairDetail detail);

} // namespace sat
