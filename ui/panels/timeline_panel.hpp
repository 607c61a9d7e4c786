// SPDX-License-Identifier: MIT
#pragma once
// The timeline under the viewport while a recording is shown (docs/app.md,
// "Recordings"): play / pause, step, speed, the loop range, the scrub track
// with a mark for every event, and the Events panel listing all pairs' events.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "sat/capture/events.hpp"
#include "ui/model/recording_scene.hpp"
#include "ui/model/timeline.hpp"

namespace ui {

struct ViewState;

/// The timeline strip's height at scale 1.
inline constexpr double kTimelineHeight = 96.0;

/// What the timeline panel reads and changes.
struct TimelinePanelParts {
    Timeline& timeline;
    const std::vector<sat::capture::Event>& events;
    std::uint64_t firstIndex;              ///< Frame::index of timeline frame 0 (live: the oldest kept frame)
    const std::string& title;              ///< "run.satrec" or "live"
    const std::vector<std::string>& notes; ///< what opening dropped, the live connection's state
    bool scanDone;                         ///< every frame was scanned for events
    bool& eventsOpen;                      ///< the Events panel is shown
    const ViewState& view;
};

/// What a timeline button asks the editor for.
enum class TimelineRequest { None, ExportScene, ExportFigure };

/// Draws the strip at the layout's timeline place; nothing without one.
TimelineRequest drawTimelinePanel(const TimelinePanelParts& parts);

/// What the Events panel reads.
struct EventsPanelParts {
    const std::vector<sat::capture::Event>& events;
    const FrameScene& shown; ///< names the pairs' ids, where the shown frame has them
    std::uint64_t firstIndex;
    bool& open;
    const ViewState& view;
};

/// A click in the Events panel's list: the event clicked.
std::optional<sat::capture::Event> drawEventsPanel(const EventsPanelParts& parts);

/// The event type's colour on the track and in the list (RGBA, 0..1).
void eventColour(sat::capture::EventType type, float rgba[4]);

} // namespace ui
