// SPDX-License-Identifier: MIT
#pragma once
// The SAT panel for 3D scenes (drawSatPanel calls it when the scene is 3D):
// all 15 axes of the inspected pair, the verdict, the MTV and the contacts,
// and the "face axes only" toggle with its warning.

#include "ui/panels/sat_panel.hpp"

namespace ui {

void drawSatPanel3d(const SatPanelParts& parts);

} // namespace ui
