// SPDX-License-Identifier: MIT
#pragma once
// Undo for ImGui widgets that edit the scene: the first change of an
// interaction opens an undo step, releasing the widget closes it, so a whole
// slider drag or colour pick is one step (the Editor also closes a step left
// open once no widget is active).

#include <string>

#include <imgui.h>

#include "ui/model/document.hpp"

namespace ui {

/// Call right after the widget. `changed` is what the widget returned;
/// `apply` writes the widget's value into the scene it is given.
template <class Apply> void applyWidgetEdit(Document& document, bool changed, const std::string& description, Apply apply) {
    if (changed) {
        if (!document.editing()) document.beginEdit(description);
        apply(document.editable());
    }
    if (ImGui::IsItemDeactivated() && document.editing()) document.endEdit();
}

} // namespace ui
