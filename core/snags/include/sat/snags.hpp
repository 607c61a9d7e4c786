// SPDX-License-Identifier: MIT
#pragma once
// The snag map: the seams between colliders where a box sliding along a
// walkable surface catches (a "ghost collision"), and the merge that removes
// them. docs/snags.md explains the model, the defaults and what an engine's
// chain shape does instead.

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <glm/vec2.hpp>

#include "sat/scene.hpp"

namespace sat {

/// Default largest angle between a walkable surface's outward normal and +y.
inline constexpr double kDefaultWalkableAngleDeg = 50.0;
/// Default probe size as a fraction of the tile size (W = H = half a tile).
inline constexpr double kDefaultProbeTileFraction = 0.5;
/// Default sink as a fraction of the tile size.
inline constexpr double kDefaultSinkTileFraction = 1e-3;
/// Default largest step between two surfaces that still makes a seam, as a
/// fraction of the tile size: a one-pixel step of a 16 px tile is a seam, a
/// wall a tile high is not.
inline constexpr double kDefaultStepTileFraction = 0.125;
/// Largest probe side and sink (world units): beyond it the numbers are absurd
/// for the scene limits (kMaxSceneCoordinate).
inline constexpr double kMaxProbeSize = 1e9;

/// The body that slides along the surfaces. Upright: it never turns.
struct SnagProbe {
    /// Width and height (world units); none: the default, half the tile size.
    std::optional<glm::dvec2> size{};
    /// A chosen collider's outline around its own centre, as a convex polygon
    /// (either winding); when given it replaces the box and `size` is ignored.
    std::vector<glm::dvec2> outline{};
    /// The scene shape the outline was taken from (index in scene.shapes), as
    /// colliderProbe gives it: that body is the one that slides, so findSnags
    /// leaves it out of the colliders (and of the typical tile size).
    std::optional<std::size_t> collider{};
    /// A round probe (a circle or capsule character): the points within
    /// `radius` of the segment [start, end], both around the probe's centre
    /// (start == end: a circle). When given it replaces the box and the
    /// outline: the probe is placed by its exact lowest and leading points
    /// and tested as the round shape.
    struct Round {
        glm::dvec2 start{}, end{}; ///< the segment's ends, around the centre
        double radius = 0.0;       ///< > 0
    };
    std::optional<Round> round{};
};

/// A probe that is a chosen 2D collider of `scene`: its outline (a circle's
/// or capsule's segment and radius, SnagProbe::round) around the centre of
/// its bounds, and its index. Throws SnagOptionsError when `name` names no
/// shape or a 3D one (the probe slides in the plane).
SnagProbe colliderProbe(const Scene& scene, const std::string& name);

/// What findSnags looks for.
struct SnagOptions {
    /// The map's tile size (world units); none: the scene's typical size, the
    /// median width and the median height of its 2D shapes' bounds.
    std::optional<glm::dvec2> tileSize{};
    /// How far the probe is sunk into the surface, along its normal (world
    /// units, > 0); none: kDefaultSinkTileFraction times the smaller tile side.
    std::optional<double> sink{};
    /// Largest distance from the end of a walkable edge to a walkable edge of
    /// the next collider that runs on past it, for the two to make a seam;
    /// none: kDefaultStepTileFraction of the smaller tile side.
    std::optional<double> maxStep{};
    /// A surface is walkable when its outward normal is within this angle of
    /// +y (degrees, in [0, 90)).
    double walkableAngleDeg = kDefaultWalkableAngleDeg;
};

/// One seam that snags: the probe slides along collider `a`'s walkable edge
/// towards `point`, its leading side half a sink past it, and the minimum
/// translation out of collider `b` is the normal of one of b's sides that
/// is not walkable and pushes the probe back (an internal edge, or a step).
struct Snag {
    std::size_t a = 0;          ///< index in scene.shapes of the collider the probe slides on
    std::size_t b = 0;          ///< index of the collider it catches on
    glm::dvec2 point{};         ///< the seam: the end of a's walkable edge, world space
    glm::dvec2 travel{};        ///< unit direction of travel along a's edge, towards `point`
    glm::dvec2 surfaceNormal{}; ///< unit outward normal of a's walkable edge
    glm::dvec2 snagAxis{};      ///< unit minimum-translation axis, the direction b pushes the probe
    double depth = 0.0;         ///< the probe's depth in b along snagAxis (> 0)
    glm::dvec2 probeCenter{};   ///< where the probe's centre was when tested
    std::string axisLabel;      ///< which feature gave snagAxis: "B.x", "B.edge2" (B is b; A the probe)
};

/// Everything findSnags found, and the numbers it used. A round probe's
/// `probe` outline is points on its boundary (a circle's extremes among them).
struct SnagResult {
    std::vector<Snag> snags;                  ///< sorted by a, then b (stable)
    std::size_t seams = 0;                    ///< seams examined (a surface end and the next surface, per direction)
    std::size_t walkableEdges = 0;            ///< walkable edges of all 2D shapes; 0: nothing to walk on, so no snags
    std::size_t colliders = 0;                ///< 2D shapes looked at
    glm::dvec2 tileSize{};                    ///< the tile size used (given, or the scene's typical size)
    bool tileSizeGiven = false;               ///< true: from SnagOptions::tileSize (a map's tiles)
    std::vector<glm::dvec2> probe;            ///< the probe's outline around its centre, counter-clockwise
    std::optional<std::size_t> probeCollider; ///< the scene shape that is the probe (SnagProbe::collider); none: a box
    double sink = 0.0;                        ///< the sink used
    double maxStep = 0.0;                     ///< the largest step used
};

/// A probe, sink or angle findSnags cannot use; what() says which and why.
class SnagOptionsError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

/// Finds the seams of a 2D scene's colliders where `probe` snags. Pairs come
/// from the broad phase; a pair is a seam candidate only when the exact SAT
/// verdict says the two colliders touch or overlap. 3D shapes are ignored.
/// Throws SnagOptionsError for a probe side or sink <= 0, non-finite or
/// above kMaxProbeSize, a non-convex outline, or an angle outside [0, 90).
SnagResult findSnags(const Scene& scene, const SnagProbe& probe = {}, const SnagOptions& options = {});

/// What mergeColliders did.
struct MergeResult {
    Scene scene;                  ///< the scene with the merged pieces
    std::size_t shapesBefore = 0; ///< shapes of the input scene
    std::size_t shapesAfter = 0;  ///< shapes of `scene`
    std::size_t merges = 0;       ///< pairs of pieces joined
    std::size_t recuts = 0;       ///< pairs of pieces re-cut along a surface line
};

/// Joins touching 2D shapes of one group (a Tiled layer) into convex pieces
/// whose seams do not snag, in two moves repeated until neither changes
/// anything:
/// - join: two pieces become one when they touch without overlapping (exact
///   verdict), share visibility, and their union is convex (the convex hull's
///   area is the sum of theirs). A flat run of tiles becomes one box (aabb2),
///   a slope meeting a floor at its top one polygon.
/// - re-cut: where findSnags (with `probe` and `options`) still finds a snag
///   between two pieces of the group, the line of one piece's walkable edge
///   is extended into the other, which gives up the part behind that line;
///   kept when the two new pieces snag less there. A floor meeting a rising
///   slope (a valley) becomes a floor that runs on under the slope and a
///   wedge on top of it: they meet below the surface.
/// A piece takes the name, colour and collider of its first shape in scene
/// order, keeps its group and sits where that shape was; a piece that did not
/// change keeps its spec exactly as written. `group`: merge that group only;
/// none: every group, each on its own. 3D shapes and shapes of other groups
/// are kept as they are. Throws SnagOptionsError as findSnags does.
MergeResult mergeColliders(const Scene& scene, const std::optional<std::string>& group = std::nullopt,
                           const SnagProbe& probe = {}, const SnagOptions& options = {});

} // namespace sat
