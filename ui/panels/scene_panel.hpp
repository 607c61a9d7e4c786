// SPDX-License-Identifier: MIT
#pragma once
// The Scene panel: every shape with its visibility, colour and role (A, B),
// and the pairs that touch or overlap; a click selects or inspects.

namespace ui {

class Document;
class Selection;
struct AnalysisState;
struct Analysis3dState;
struct ViewState;
struct PresentationState;

void drawScenePanel(Document& document, Selection& selection, const AnalysisState& analysis, const Analysis3dState& analysis3d,
                    ViewState& view, PresentationState& presentation);

} // namespace ui
