// SPDX-License-Identifier: MIT
// The modals' queue (messages and questions) and Help > Mouse and keys; the
// editor draws them (ui/editor/editor_modals.cpp).

#include "ui/panels/modals.hpp"

#include <utility>

#include <imgui.h>

namespace ui {
namespace {

constexpr KeyHelp kMouseAndKeys[] = {
    {"Click a shape", "select it (the pair's first shape)"},
    {"Shift+click", "select a second shape (the pair's second), or drop a selected one"},
    {"Drag a shape", "move it (the move is shown by the pointer)"},
    {"Drag a square handle", "resize (Alt: about the centre)"},
    {"Drag the round handle", "rotate an OBB or polygon"},
    {"Drag a polygon corner", "move the vertex (kept convex)"},
    {"Ctrl while dragging", "snap to the grid and to 15\xC2\xB0"},
    {"Wheel", "zoom about the cursor"},
    {"Middle drag, Space+drag", "pan (also: drag on empty space)"},
    {"Hover an axis", "highlight it in the view and the SAT table"},
    {"Arrows", "nudge 0.1 (Shift: 1)"},
    {"Q / E", "rotate 5\xC2\xB0 (Shift: 15\xC2\xB0)"},
    {"F", "frame all"},
    {"Shift+F", "frame the selection (2D and 3D)"},
    {"N / Shift+N", "next / previous finding (Findings panel): select its pair and frame it"},
    {"I", "mark the inspected finding intended, or unmark it (kept next to the file)"},
    {"P", "probe tool (Snags panel): drag to slide a probe box along the surface and see its MTV"},
    {"Del", "delete the selection"},
    {"Esc", "select nothing / cancel a drag"},
    {"Ctrl+D", "duplicate"},
    {"Ctrl+Z, Ctrl+Shift+Z / Ctrl+Y", "undo, redo"},
    {"Ctrl+N, O, S, Shift+S, Q", "new, open, save, save as, quit"},
    {"T", "step through the test (Space next, Backspace back, C continue, Esc leave)"},
    {"Ctrl+L", "lessons (Page Down / Up or Alt+Right / Left: next, previous; Ctrl+R: reset the shapes)"},
    {"F5", "presentation mode: large text, thick lines, light high-contrast colours"},
    {"F6 / F7", "hide or show the left column / the right column and the SAT panel"},
    {"Space (recording)", "play or pause the timeline"},
    {", / . (recording)", "step the timeline one frame back / forward"},
    {"F10", "the menus by keyboard (arrows choose, Space or Enter runs the item, Esc closes)"},
    {"F12", "screenshot of the window into the screenshot folder"},
    {"Ctrl+E", "export a figure (PNG or SVG) of what the view shows"},
    {"3D: 1 / Ctrl+1", "front / back view"},
    {"3D: 3 / Ctrl+3", "right / left view"},
    {"3D: 7 / Ctrl+7", "top / bottom view"},
    {"3D: 9", "isometric view"},
    {"3D: 5", "perspective / orthographic"},
    {"3D: right drag, Alt+drag", "orbit the camera (also: drag on empty space)"},
    {"3D: middle drag, Shift+right drag", "pan the camera"},
    {"3D: hold X, Y or Z while dragging", "move the box along that world axis only"},
    {"3D: drag a ring / a face square", "turn the box about its own axis / move that face"},
};

} // namespace

std::span<const KeyHelp> mouseAndKeysHelp() { return kMouseAndKeys; }

void drawKeyTable() {
    if (!ImGui::BeginTable("##keys", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) return;
    for (const KeyHelp& row : mouseAndKeysHelp()) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(row.keys);
        ImGui::TableNextColumn();
        ImGui::TextDisabled("%s", row.does);
    }
    ImGui::EndTable();
}

void Modals::showMessage(std::string title, std::string text) {
    PendingModal modal;
    modal.kind = PendingModal::Kind::Message;
    modal.title = std::move(title);
    modal.text = std::move(text);
    queue.push_back(std::move(modal));
}

void Modals::confirm(std::string title, std::string text, std::string confirmLabel, std::function<void()> then) {
    PendingModal modal;
    modal.kind = PendingModal::Kind::Confirm;
    modal.title = std::move(title);
    modal.text = std::move(text);
    modal.confirmLabel = std::move(confirmLabel);
    modal.then = std::move(then);
    queue.push_back(std::move(modal));
}

} // namespace ui
