// SPDX-License-Identifier: MIT
#pragma once
// Step mode in the 2D viewport picture (docs/lessons.md, "Step mode"): the lanes of the
// steps run so far, the current one highlighted, and the current step's
// animation, both shapes' outlines sweeping onto the current axis's lane.

#include "ui/draw/canvas.hpp"
#include "ui/draw/picture.hpp"
#include "ui/model/step_mode.hpp"

namespace ui {

class EditorState;

/// Outside step mode (or in 3D) leaves `input` alone. In step mode: lanes
/// only for the steps run so far (the current axis's once its animation is
/// over), drop lines on the current axis, the separating line once the first
/// separating axis is reached, the MTV and contacts at the verdict only.
void applyStepMode(const EditorState& state, PictureInput& input);

/// The current step on top of the picture: a band along its lane and, while
/// the step's animation runs, the outlines of A and B moving onto the lane.
void drawStepMode(Canvas& canvas, const EditorState& state, const PictureInput& input);

/// Step mode's current step as the picture shows it once its animation has
/// landed (2D and 3D); an empty view outside step mode. A figure exported in
/// step mode shows this (ui/panels/figure_export.hpp).
StepView currentStepView(const EditorState& state);
/// True while a step's animation runs (the app keeps drawing frames).
bool stepModeAnimating(const EditorState& state);

} // namespace ui
