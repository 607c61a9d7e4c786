// The inspected 3D pair as the editor shows it (ui/editor/inspected3d.hpp).
#include "ui/editor/inspected3d.hpp"

#include <utility>

#include "ui/editor/editor_state.hpp"

namespace ui {

int focusAxis3d(const EditorState& state) {
    const auto& inspected = state.analysis3d.result.inspected;
    if (!inspected) return -1;
    const int count = static_cast<int>(inspected->report.axes.size());
    if (state.analysis.hoveredAxis >= 0 && state.analysis.hoveredAxis < count) return state.analysis.hoveredAxis;
    if (state.analysis3d.selectedAxis >= 0 && state.analysis3d.selectedAxis < count) return state.analysis3d.selectedAxis;
    return -1;
}

bool selectAxis3d(EditorState& state, int axis, std::string* error) {
    state.refreshAnalysis();
    const Inspected3* inspected = inspected3(state);
    const auto fail = [&](std::string why) {
        if (error) *error = std::move(why);
        return false;
    };
    if (!inspected) return fail("no 3D pair is inspected (open a 3D scene and select a box or two)");
    if (axis < -1 || axis >= static_cast<int>(inspected->report.axes.size()))
        return fail("axis " + std::to_string(axis) + " does not exist (0.." +
                    std::to_string(inspected->report.axes.size() - 1) + ", or -1 for none)");
    state.analysis3d.selectedAxis = axis;
    return true;
}

const sat::Report3<double>* inspectedReport3(const EditorState& state) {
    const Inspected3* inspected = inspected3(state);
    return inspected ? &inspected->report : nullptr;
}

const Inspected3* inspected3(const EditorState& state) {
    if (!state.document.scene().is3d() || !state.analysis3d.result.inspected) return nullptr;
    return &*state.analysis3d.result.inspected;
}

} // namespace ui
