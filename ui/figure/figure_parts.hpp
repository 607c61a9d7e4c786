// SPDX-License-Identifier: MIT
#pragma once
// The parts of a figure around the picture: the legend strip at the top and
// the caption strip at the bottom (figure.cpp lays them out and draws them).

#include "ui/figure/figure.hpp"

namespace ui {

/// Height of the legend strip for `figure` (its size and pair already set).
double legendHeight(const Figure& figure, const Canvas& measure);
void drawLegend(Canvas& canvas, const Figure& figure);

/// `lines` broken at spaces so each fits in the figure's `width` at the caption's text size.
std::vector<std::string> wrapCaption(const std::vector<std::string>& lines, const Theme& theme, const Canvas& measure,
                                     double width);
/// Height of the caption strip for `lines`.
double captionHeight(const Theme& theme, std::size_t lines);
void drawCaption(Canvas& canvas, const Figure& figure);

} // namespace ui
