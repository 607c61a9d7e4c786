// SPDX-License-Identifier: MIT
#pragma once
// What happens to a recording's pairs from frame to frame: each frame's
// verdicts, and the events a debugger marks on its timeline (verdict
// changes, MTV axis switches, normal flips, depth jumps, and where the
// engine disagrees with SATlab). Used by `satlab check REC.satrec` and the
// app's event track (docs/recording.md, "Events").

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <glm/vec3.hpp>

#include "sat/capture/frame.hpp"
#include "sat/types.hpp"

namespace sat::capture {

/// The kinds of event, in the JSON's words (toString).
enum class EventType {
    Verdict,                ///< "verdict": separated, touching or overlapping changed
    MtvAxis,                ///< "mtv_axis": the axis of the minimum translation switched (e.g. B.y -> A.x)
    NormalFlip,             ///< "normal_flip": the normal turned round (negative dot product with the frame before)
    DepthJump,              ///< "depth_jump": the depth changed by more than EventOptions::depthJump
    EngineContactSeparated, ///< "engine_contact_separated": the engine has a contact, SATlab a separation
    EngineNoContact,        ///< "engine_no_contact": SATlab finds an overlap, the engine has no contact
    EngineNormal,           ///< "engine_normal": normals more than EventOptions::engineNormalDegrees apart
    EngineDepth,            ///< "engine_depth": depths differ by more than EventOptions::tolerance
};
/// The event type's name in JSON and tables.
const char* toString(EventType type);

/// What counts as an event.
struct EventOptions {
    /// |best separation| <= tolerance is touching (as `check --tolerance`);
    /// also how far the engine's depth may differ from SATlab's.
    double tolerance = 0.0;
    /// A depth change between consecutive frames larger than this is a jump (world units).
    double depthJump = 0.05;
    /// Engine and SATlab normals further apart than this disagree (degrees).
    double engineNormalDegrees = 10.0;
    /// Only this pair (ids, the normal from the first to the second); nullopt: every pair.
    std::optional<std::pair<std::uint64_t, std::uint64_t>> pair{};
};

/// One pair's result in one frame. `a` < `b` unless EventOptions::pair orders them.
struct PairVerdict {
    std::uint64_t a = 0, b = 0;           ///< shape ids, the normal from a to b
    Verdict verdict = Verdict::Separated; ///< separated, touching or overlapping
    double separation = 0.0;              ///< best axis separation: > 0 gap, < 0 overlap
    double depth = 0.0;                   ///< MTV length, >= 0
    glm::dvec3 normal{};                  ///< unit, from a to b (z = 0 in 2D)
    std::string axis;                     ///< the MTV axis, "A.x", "B.edge2", "A.xxB.y"
    bool engineContact = false;           ///< the engine reported a contact for the pair
    /// The engine events in force for the pair, one bit each (1 << (type -
    /// EngineContactSeparated)): an engine event is reported when it starts,
    /// not again in every frame it lasts.
    unsigned engineDisagreements = 0;
};

/// One frame's verdicts: the pairs that touch or overlap (with
/// EventOptions::pair, that pair whatever its verdict).
struct FrameVerdicts {
    std::uint64_t frame = 0;        ///< Frame::index
    double time = 0.0;              ///< seconds
    std::vector<PairVerdict> pairs; ///< in (a, b) order
};

/// Something that changed at a frame, for the pair (a, b).
struct Event {
    std::uint64_t frame = 0;             ///< where it happened
    double time = 0.0;                   ///< seconds
    std::uint64_t a = 0, b = 0;          ///< shape ids, as in PairVerdict
    EventType type = EventType::Verdict; ///< what happened
    std::string detail;                  ///< e.g. "separated -> overlapping", "B.y -> A.x", "engine 0.31, SATlab 0.02"
};

/// Follows a recording frame by frame. Pairs are tested when their bounding
/// boxes meet (within the tolerance), and 2D shapes only against 2D ones.
class EventDetector {
public:
    /// Detects with these options.
    explicit EventDetector(const EventOptions& options = {});
    /// Tests the frame's pairs, appends the events since the frame fed before
    /// (none for the first), and returns its verdicts. Frames are fed in order;
    /// after a jump (a seek), call reset() first.
    FrameVerdicts feed(const Frame& frame, std::vector<Event>& events);
    /// Forgets the frame before: the next frame starts afresh.
    void reset();

private:
    EventOptions options_;
    bool havePrevious_ = false;
    std::uint64_t previousFrame_ = 0;
    std::vector<PairVerdict> previous_; ///< the non-separated pairs of the frame before, sorted by (a, b)
    bool engineSeen_ = false;           ///< some frame had engine contacts: compare from then on
};

} // namespace sat::capture
