// SPDX-License-Identifier: MIT
#pragma once
// World <-> screen mapping of the viewport. The viewport's centre shows
// `center`; `zoom` is screen units per world unit; world y points up, screen
// y down. The app's scripts rely on this exact mapping (window centre = view
// centre when the viewport fills the window).

#include <glm/vec2.hpp>

namespace ui {

// Low enough that a Tiled map in pixels (thousands of units) fits the window whole.
inline constexpr double kMinZoom = 0.01;
inline constexpr double kMaxZoom = 5000.0;

struct ViewTransform {
    glm::dvec2 center{0.0, 0.0}; ///< world point at the viewport's centre
    double zoom = 50.0;          ///< screen units per world unit
    glm::dvec2 origin{0.0, 0.0}; ///< viewport's top-left corner on screen
    glm::dvec2 size{1280.0, 800.0};

    glm::dvec2 toScreen(glm::dvec2 world) const;
    glm::dvec2 toWorld(glm::dvec2 screen) const;
    /// Length on screen of a world length, and back.
    double toScreenLength(double world) const { return world * zoom; }
    double toWorldLength(double screen) const { return screen / zoom; }

    /// Multiplies the zoom by `factor` (clamped to [kMinZoom, kMaxZoom])
    /// keeping the world point under `screenPoint` where it is.
    void zoomAbout(glm::dvec2 screenPoint, double factor);
    /// Moves the picture by a screen-space delta (what a pan drag does).
    void panBy(glm::dvec2 screenDelta);
    /// Centres [lo, hi] and zooms so it fits with `marginPx` on every side.
    void frame(glm::dvec2 lo, glm::dvec2 hi, double marginPx);
    /// The same in the screen rectangle [rectLo, rectHi] (the part of the viewport
    /// no panel covers): [lo, hi]'s middle goes to the rectangle's middle.
    void frameIn(glm::dvec2 lo, glm::dvec2 hi, glm::dvec2 rectLo, glm::dvec2 rectHi, double marginPx);
    /// Grid spacing in world units: 1, 2 or 5 times a power of ten, the
    /// smallest whose cells are at least `minPixels` wide; 0 when the zoom is
    /// not a finite number above 0 (there is no grid to draw then).
    double gridStep(double minPixels = 40.0) const;
};

} // namespace ui
