// SPDX-License-Identifier: MIT
#pragma once
// One mouse drag on a shape: move the body, rotate by the handle, resize by
// an edge or corner, drag a polygon vertex or a capsule's end, or change a
// circle's or capsule's radius by its rim handle. The whole drag is one undo
// step. Every update recomputes the shape from its state at the start of the
// drag and the current mouse position, so the result does not drift.

#include <string>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "sat/scene.hpp"
#include "ui/model/document.hpp"
#include "ui/model/handles.hpp"

namespace ui {

struct Modifiers {
    bool ctrl = false; ///< snap: grid for positions and sizes, 15 degrees for angles
    bool shift = false;
    bool alt = false; ///< resize about the centre instead of the opposite side
};

inline constexpr double kSnapDegrees = 15.0;
/// A press whose pointer moves no further than this (window pixels) is a click:
/// it selects and changes nothing.
inline constexpr float kClickSlopPx = 3.0f;

class Gesture {
public:
    bool active() const { return active_; }
    HandleKind kind() const { return handle_.kind; }
    int shapeIndex() const { return shape_; }

    /// Starts dragging `handle` of shape `shapeIndex` with the mouse at `mouseWorld`.
    void begin(Document& document, int shapeIndex, const Handle& handle, glm::dvec2 mouseWorld);
    /// The mouse moved. `gridStep` is the snapping step in world units.
    void update(Document& document, glm::dvec2 mouseWorld, Modifiers modifiers, double gridStep);
    /// Mouse released: the drag becomes one undo step (none if nothing changed).
    void end(Document& document);
    /// Escape: the shape goes back to where it was.
    void cancel(Document& document);

    /// What the drag has done so far, for a label by the pointer: "\u0394x 1.50
    /// \u0394y -0.25" for a move (of the shape's centre, or of the vertex), "turned
    /// 30.0\u00B0" for a rotation, "\u0394w 0.50  \u0394h 0.00" for a resize (the
    /// full width and height), "\u0394r 0.25" for a radius. `now` is the shape
    /// as it is now. Empty when no drag is active.
    std::string readout(const sat::ShapeSpec& now) const;
    /// Why the last vertex position was refused (the polygon would not be
    /// convex); empty when the last update was accepted.
    const std::string& refusal() const { return refusal_; }

private:
    sat::ShapeSpec moved(glm::dvec2 mouseWorld, Modifiers modifiers, double gridStep) const;
    sat::ShapeSpec rotated(glm::dvec2 mouseWorld, Modifiers modifiers) const;
    sat::ShapeSpec resized(glm::dvec2 mouseWorld, Modifiers modifiers, double gridStep) const;
    sat::ShapeSpec radiusResized(glm::dvec2 mouseWorld, Modifiers modifiers, double gridStep) const;
    void dragVertex(sat::ShapeSpec& spec, glm::dvec2 mouseWorld, Modifiers modifiers, double gridStep);

    bool active_ = false;
    Handle handle_;
    int shape_ = -1;
    sat::ShapeSpec start_;
    glm::dvec2 startMouse_{};
    std::string refusal_;
};

/// "\u0394x 1.50  \u0394y -0.25" (and "  \u0394z 0.00" in 3D): a drag's move, two decimals.
std::string moveReadout(glm::dvec2 delta);
std::string moveReadout(glm::dvec3 delta);
/// "turned 30.0\u00B0": a drag's turn, counter-clockwise positive.
std::string turnReadout(double degrees);

/// The 2D viewport's mouse gestures: the one on a shape, and panning the view.
struct Gestures {
    Gesture shape;                        ///< a drag on a shape or one of its handles
    bool panning = false;                 ///< the view follows the mouse (middle button, Space+drag)
    bool clearSelectionOnRelease = false; ///< a press on empty space: deselect if it ends as a click
    bool probeDragging = false;           ///< the probe tool (Snags panel) moves the probe with the mouse
    glm::dvec2 pressPosition{};           ///< where the button went down (window pixels)
    glm::dvec2 lastMouse{};               ///< the mouse in the last frame (window pixels)
};

} // namespace ui
