// SPDX-License-Identifier: MIT
#pragma once
// The status line along the window's bottom edge: a short message for a few
// seconds, else the scene's file and the view's scale.

#include <string>
#include <utility>

namespace ui {

class Document;
struct FrameContext;
struct ViewState;
struct View3dState;

struct StatusLine {
    std::string message; ///< short message in the status line
    double until = 0.0;  ///< shown until this time (EditorState::now)

    /// Shows `text` from `now` for `seconds`.
    void show(std::string text, double now, double seconds = 4.0) {
        message = std::move(text);
        until = now + seconds;
    }
};

void drawStatusLine(const StatusLine& status, double now, const Document& document, const ViewState& view,
                    const View3dState& view3d, const FrameContext& frame);

} // namespace ui
