// SPDX-License-Identifier: MIT
#pragma once
// Scene edits that are not drags: add, duplicate, delete, nudge, rotate by a
// step, rename, convert. Each is one undo step on the document.

#include <optional>
#include <string>
#include <string_view>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "sat/scene.hpp"
#include "ui/model/document.hpp"

namespace ui {

enum class NewShapeKind { Aabb, Obb, Polygon };

/// A name not yet in the scene: `stem` followed by the smallest free number
/// ("box1", "box2"...); `stem` itself if it ends in no digit and is free.
std::string uniqueName(const sat::Scene& scene, std::string_view stem);

/// Adds a shape of `kind` centred at `center`, sized `size` world units
/// across; returns its name.
std::string addShape(Document& document, NewShapeKind kind, glm::dvec2 center, double size);
/// Copies shape `name`, offset by `offset`; returns the copy's name (nullopt if unknown).
std::optional<std::string> duplicateShape(Document& document, std::string_view name, glm::dvec2 offset);
/// The same for a 3D box (aabb3 / obb3), offset in 3D; nullopt if unknown or 2D.
std::optional<std::string> duplicateShape3(Document& document, std::string_view name, glm::dvec3 offset);
bool deleteShape(Document& document, std::string_view name);
/// Moves a shape by `delta` (arrow keys).
bool nudgeShape(Document& document, std::string_view name, glm::dvec2 delta);
/// Moves a 3D box by `delta` (arrow keys in the 3D view); false (scene unchanged) for a 2D shape.
bool nudgeShape3(Document& document, std::string_view name, glm::dvec3 delta);
/// Rotates by `degrees` CCW (Q/E). False for an AABB (and the scene is unchanged).
bool rotateShape(Document& document, std::string_view name, double degrees);
/// Fails (false, *error) if `to` is empty or taken.
bool renameShape(Document& document, std::string_view from, const std::string& to, std::string* error);
bool setVisible(Document& document, std::string_view name, bool visible);
bool convertShape(Document& document, std::string_view name, bool toObb);

} // namespace ui
