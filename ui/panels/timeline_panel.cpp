// SPDX-License-Identifier: MIT
// The timeline strip (play, step, scrub, speed, loop, event marks) and the Events panel.
#include "ui/panels/timeline_panel.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include <imgui.h>

#include "ui/editor/view_state.hpp"
#include "ui/editor/window_layout.hpp"

namespace ui {
namespace {

ImU32 packedEventColour(sat::capture::EventType type) {
    float rgba[4];
    eventColour(type, rgba);
    return ImGui::ColorConvertFloat4ToU32(ImVec4(rgba[0], rgba[1], rgba[2], rgba[3]));
}

/// Timeline frame of an event, if it lies on the timeline.
std::optional<std::size_t> eventPlace(const sat::capture::Event& event, std::uint64_t firstIndex, std::size_t count) {
    if (event.frame < firstIndex || event.frame - firstIndex >= count) return std::nullopt;
    return static_cast<std::size_t>(event.frame - firstIndex);
}

/// Play / pause, step, the frame and time, speed, the loop range and the export buttons.
TimelineRequest drawControls(const TimelinePanelParts& parts) {
    Timeline& timeline = parts.timeline;
    const float s = parts.view.uiScale;
    TimelineRequest request = TimelineRequest::None;
    if (ImGui::ArrowButton("##back", ImGuiDir_Left)) timeline.step(-1);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Step back one frame (,)");
    ImGui::SameLine();
    if (ImGui::Button(timeline.playing() ? "Pause" : "Play", ImVec2(60 * s, 0))) timeline.togglePlay();
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Play or pause (Space)");
    ImGui::SameLine();
    if (ImGui::ArrowButton("##forward", ImGuiDir_Right)) timeline.step(1);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Step forward one frame (.)");
    ImGui::SameLine();
    const std::size_t current = timeline.current();
    ImGui::Text("%s  %s  %.3f s", parts.title.c_str(), frameOfText(parts.firstIndex, current, timeline.frameCount()).c_str(),
                timeline.time(current));
    ImGui::SameLine();
    float speed = static_cast<float>(timeline.speed());
    ImGui::SetNextItemWidth(110 * s);
    if (ImGui::SliderFloat("speed", &speed, static_cast<float>(kMinPlaybackSpeed), static_cast<float>(kMaxPlaybackSpeed), "%.3gx",
                           ImGuiSliderFlags_Logarithmic))
        timeline.setSpeed(speed);
    ImGui::SameLine();
    bool looping = timeline.looping();
    if (ImGui::Checkbox("loop", &looping)) {
        if (looping)
            timeline.setLoop(timeline.loopLast() > timeline.loopFirst() ? timeline.loopFirst() : 0,
                             timeline.loopLast() > timeline.loopFirst() ? timeline.loopLast() : timeline.frameCount() - 1);
        else timeline.clearLoop();
    }
    if (looping) {
        ImGui::SameLine();
        int range[2] = {static_cast<int>(timeline.loopFirst()), static_cast<int>(timeline.loopLast())};
        ImGui::SetNextItemWidth(120 * s);
        const int last = static_cast<int>(timeline.frameCount()) - 1;
        if (ImGui::DragInt2("##loop range", range, 0.25f, 0, last))
            timeline.setLoop(static_cast<std::size_t>(std::clamp(range[0], 0, last)),
                             static_cast<std::size_t>(std::clamp(range[1], 0, last)));
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("The loop's first and last frame (timeline positions)");
    }
    ImGui::SameLine();
    if (ImGui::Button("Save frame...")) request = TimelineRequest::ExportScene;
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Save this frame as a scene file (the recording is never changed)");
    ImGui::SameLine();
    if (ImGui::Button("Figure...")) request = TimelineRequest::ExportFigure;
    ImGui::SameLine();
    ImGui::Checkbox("list", &parts.eventsOpen);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("The Events panel: every pair's events; a click goes to the frame");
    return request;
}

/// The scrub track: the loop range, a tick per event in its type's colour, the current frame.
void drawTrack(const TimelinePanelParts& parts) {
    Timeline& timeline = parts.timeline;
    const float s = parts.view.uiScale;
    const float width = std::max(ImGui::GetContentRegionAvail().x, 10.0f);
    const float height = 22.0f * s;
    const ImVec2 lo = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton("##track", ImVec2(width, height));
    const std::size_t count = timeline.frameCount();
    const float span = count > 1 ? width / static_cast<float>(count - 1) : 0.0f;
    const auto xOf = [&](std::size_t frame) { return lo.x + span * static_cast<float>(frame); };
    const auto frameAt = [&](float x) {
        if (count <= 1) return std::size_t{0};
        const float t = std::clamp((x - lo.x) / width, 0.0f, 1.0f);
        return static_cast<std::size_t>(std::lround(t * static_cast<float>(count - 1)));
    };
    if (ImGui::IsItemActive()) { // press or drag: scrub
        timeline.pause();
        timeline.seek(frameAt(ImGui::GetIO().MousePos.x));
    }
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const ImVec2 hi(lo.x + width, lo.y + height);
    draw->AddRectFilled(lo, hi, IM_COL32(40, 44, 52, 255));
    if (timeline.looping())
        draw->AddRectFilled(ImVec2(xOf(timeline.loopFirst()), lo.y), ImVec2(xOf(timeline.loopLast()) + 1.0f, hi.y),
                            IM_COL32(70, 90, 130, 255));
    for (const sat::capture::Event& event : parts.events)
        if (const auto place = eventPlace(event, parts.firstIndex, count)) {
            const float x = std::floor(xOf(*place)) + 0.5f;
            draw->AddLine(ImVec2(x, lo.y + 3.0f * s), ImVec2(x, hi.y - 3.0f * s), packedEventColour(event.type), 2.0f * s);
        }
    const float x = xOf(timeline.current());
    draw->AddRectFilled(ImVec2(x - 1.5f * s, lo.y), ImVec2(x + 1.5f * s, hi.y), IM_COL32(255, 255, 255, 255));
    draw->AddTriangleFilled(ImVec2(x - 5.0f * s, lo.y), ImVec2(x + 5.0f * s, lo.y), ImVec2(x, lo.y + 6.0f * s),
                            IM_COL32(255, 255, 255, 255));
    if (ImGui::IsItemHovered() && count > 0) {
        const std::size_t frame = frameAt(ImGui::GetIO().MousePos.x);
        ImGui::BeginTooltip();
        ImGui::Text("frame %llu  %.3f s", static_cast<unsigned long long>(parts.firstIndex + frame), timeline.time(frame));
        int listed = 0;
        for (const sat::capture::Event& event : parts.events)
            if (eventPlace(event, parts.firstIndex, count) == frame && listed++ < 6)
                ImGui::Text("#%llu-#%llu %s: %s", static_cast<unsigned long long>(event.a),
                            static_cast<unsigned long long>(event.b), sat::capture::toString(event.type), event.detail.c_str());
        ImGui::EndTooltip();
    }
}

} // namespace

void eventColour(sat::capture::EventType type, float rgba[4]) {
    using sat::capture::EventType;
    // Okabe-Ito hues, told apart without red-green: verdicts orange, axes sky blue, flips vermilion, depth yellow, engine purple.
    float rgb[3] = {0.8f, 0.47f, 0.65f};
    switch (type) {
    case EventType::Verdict: rgb[0] = 0.90f, rgb[1] = 0.62f, rgb[2] = 0.0f; break;
    case EventType::MtvAxis: rgb[0] = 0.34f, rgb[1] = 0.71f, rgb[2] = 0.91f; break;
    case EventType::NormalFlip: rgb[0] = 0.84f, rgb[1] = 0.37f, rgb[2] = 0.0f; break;
    case EventType::DepthJump: rgb[0] = 0.94f, rgb[1] = 0.89f, rgb[2] = 0.26f; break;
    default: break; // the engine disagrees: reddish purple
    }
    rgba[0] = rgb[0], rgba[1] = rgb[1], rgba[2] = rgb[2], rgba[3] = 1.0f;
}

TimelineRequest drawTimelinePanel(const TimelinePanelParts& parts) {
    const LayoutRect& rect = parts.view.layout.timeline;
    if (rect.empty() || parts.timeline.empty()) return TimelineRequest::None;
    ImGui::SetNextWindowPos(ImVec2(static_cast<float>(rect.lo.x), static_cast<float>(rect.lo.y)), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(static_cast<float>(rect.width()), static_cast<float>(rect.height())), ImGuiCond_Always);
    TimelineRequest request = TimelineRequest::None;
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoFocusOnAppearing |
                                   ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoSavedSettings | dockedPanelFlags();
    if (ImGui::Begin("Timeline", nullptr, flags)) {
        request = drawControls(parts);
        drawTrack(parts);
        std::string notes;
        for (const std::string& note : parts.notes) {
            if (!notes.empty()) notes.append("  ");
            notes.append(note);
        }
        if (!parts.scanDone) notes.append(notes.empty() ? "finding events..." : "  finding events...");
        if (!notes.empty()) ImGui::TextColored(ImVec4(0.94f, 0.89f, 0.26f, 1.0f), "%s", notes.c_str());
        else ImGui::TextDisabled("%zu events", parts.events.size());
    }
    ImGui::End();
    return request;
}

std::optional<sat::capture::Event> drawEventsPanel(const EventsPanelParts& parts) {
    if (!parts.open || !placeDockedPanel(parts.view, "Events")) return std::nullopt;
    std::optional<sat::capture::Event> clicked;
    if (ImGui::Begin("Events", &parts.open, ImGuiWindowFlags_NoFocusOnAppearing | dockedPanelFlags())) {
        if (parts.events.empty()) ImGui::TextDisabled("No events: no pair changed its verdict, axis, normal or depth.");
        const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingFixedFit |
                                      ImGuiTableFlags_BordersInnerV;
        if (!parts.events.empty() && ImGui::BeginTable("events", 4, flags)) {
            ImGui::TableSetupScrollFreeze(0, 1);
            ImGui::TableSetupColumn("frame");
            ImGui::TableSetupColumn("pair");
            ImGui::TableSetupColumn("event");
            ImGui::TableSetupColumn("detail", ImGuiTableColumnFlags_WidthStretch);
            ImGui::TableHeadersRow();
            const auto nameOf = [&](std::uint64_t id) {
                const std::string* name = parts.shown.nameOf(id);
                return name ? *name : std::string("#").append(std::to_string(id));
            };
            ImGuiListClipper clipper;
            clipper.Begin(static_cast<int>(parts.events.size()));
            while (clipper.Step())
                for (int row = clipper.DisplayStart; row < clipper.DisplayEnd; ++row) {
                    const sat::capture::Event& event = parts.events[static_cast<std::size_t>(row)];
                    ImGui::TableNextRow();
                    ImGui::TableNextColumn();
                    ImGui::PushID(row);
                    char frame[32];
                    std::snprintf(frame, sizeof frame, "%llu", static_cast<unsigned long long>(event.frame));
                    if (ImGui::Selectable(frame, false, ImGuiSelectableFlags_SpanAllColumns)) clicked = event;
                    ImGui::PopID();
                    ImGui::TableNextColumn();
                    ImGui::Text("%s / %s", nameOf(event.a).c_str(), nameOf(event.b).c_str());
                    ImGui::TableNextColumn();
                    float rgba[4];
                    eventColour(event.type, rgba);
                    ImGui::TextColored(ImVec4(rgba[0], rgba[1], rgba[2], rgba[3]), "%s", sat::capture::toString(event.type));
                    ImGui::TableNextColumn();
                    ImGui::TextUnformatted(event.detail.c_str());
                }
            ImGui::EndTable();
        }
    }
    ImGui::End();
    return clicked;
}

} // namespace ui
