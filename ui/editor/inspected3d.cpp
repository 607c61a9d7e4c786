// SPDX-License-Identifier: MIT
// The inspected 3D pair as the editor shows it (ui/editor/inspected3d.hpp).
#include "ui/editor/inspected3d.hpp"

#include <utility>

#include "ui/editor/editor_state.hpp"

namespace ui {

bool selectAxis3d(EditorState& state, int axis, std::string* error) {
    state.refreshAnalysis();
    const Inspected3* inspected = inspected3(state.document.scene(), state.analysis3d);
    const auto fail = [&](std::string why) {
        if (error) *error = std::move(why);
        return false;
    };
    if (!inspected) return fail("no 3D pair is inspected (open a 3D scene and select a box or two)");
    if (axis < -1 || axis >= static_cast<int>(inspected->report.axes.size()))
        return fail("axis " + std::to_string(axis) + " does not exist (0.." + std::to_string(inspected->report.axes.size() - 1) +
                    ", or -1 for none)");
    state.analysis3d.selectedAxis = axis;
    return true;
}

} // namespace ui
