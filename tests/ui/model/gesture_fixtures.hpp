// SPDX-License-Identifier: MIT
#pragma once
// A document of one shape and a whole drag on it, for the 2D gesture tests.

#include <utility>

#include <glm/vec2.hpp>

#include "sat/scene.hpp"
#include "ui/model/document.hpp"
#include "ui/model/gesture.hpp"
#include "ui/scene_builders.hpp"

namespace ui::test {

/// A document holding one shape, "s", with nothing to undo.
inline Document documentWithOneShape(sat::ShapeSpec spec) {
    sat::Scene scene;
    scene.shapes.push_back(shape("s", std::move(spec)));
    Document document;
    document.reset(std::move(scene), {}, false);
    return document;
}

/// The spec of the document's one shape.
inline const sat::ShapeSpec& onlySpec(const Document& document) { return document.scene().shapes[0].spec; }

/// Drags `handle` of the one shape from `from` to `to` in one gesture, through the midpoint.
inline void dragOnlyShape(Document& document, const Handle& handle, glm::dvec2 from, glm::dvec2 to, Modifiers mods = {},
                          double grid = 1.0) {
    Gesture gesture;
    gesture.begin(document, 0, handle, from);
    gesture.update(document, (from + to) * 0.5, mods, grid);
    gesture.update(document, to, mods, grid);
    gesture.end(document);
}

} // namespace ui::test
