// SPDX-License-Identifier: MIT
// Edits that menus and keyboard shortcuts share.
#include "ui/editor/editor_state.hpp"
#include "ui/editor/findings_actions.hpp"
#include "ui/editor/view3d_actions.hpp"

namespace ui {

void undo(EditorState& state) {
    if (state.gestures.shape.active() || !state.document.canUndo()) return;
    state.setStatus("Undid: " + state.document.undoName());
    const sat::IntendedFindings marks = state.document.intended();
    state.document.undo();
    if (state.document.intended() != marks) saveIntendedMarks(state); // the sidecar follows (ui/panels/lint_panel.hpp)
}

void redo(EditorState& state) {
    if (state.gestures.shape.active() || !state.document.canRedo()) return;
    state.setStatus("Redid: " + state.document.redoName());
    const sat::IntendedFindings marks = state.document.intended();
    state.document.redo();
    if (state.document.intended() != marks) saveIntendedMarks(state);
}

void duplicateSelection(EditorState& state) {
    if (state.gestures.shape.active() || state.view3d.gesture.active()) return;
    if (state.document.scene().is3d()) return duplicateSelection3d(state); // ui/editor/view3d_actions.hpp
    std::vector<std::string> copies;
    const double offset = state.view.snapStep();
    for (const std::string& name : state.selection.names())
        if (auto copy = duplicateShape(state.document, name, {offset, -offset})) copies.push_back(*copy);
    if (!copies.empty()) state.selection.set(copies);
}

void deleteSelection(EditorState& state) {
    if (state.gestures.shape.active()) return;
    for (const std::string& name : std::vector<std::string>(state.selection.names())) deleteShape(state.document, name);
    state.selection.clear();
}

void addShapeAtViewCentre(EditorState& state, NewShapeKind kind) {
    if (state.gestures.shape.active()) return;
    const double size = std::max(0.5, state.view.transform.toWorldLength(140.0 * state.view.uiScale));
    const double step = state.view.snapStep();
    const glm::dvec2 center{std::round(state.view.transform.center.x / step) * step,
                            std::round(state.view.transform.center.y / step) * step};
    state.selection.set({addShape(state.document, kind, center, std::round(size / step) * step)});
}

} // namespace ui
