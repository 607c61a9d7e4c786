#include "ui/overlay3d.hpp"

#include "ui/picture.hpp"

namespace ui {

std::string axisName3(const sat::AxisResult3<double>& axis) { return sat::label(axis.source); }

void drawOverlay3d(Canvas& canvas, const Overlay3dInput& input) {
    (void)canvas;
    (void)input;
}

} // namespace ui
