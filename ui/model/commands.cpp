// SPDX-License-Identifier: MIT
// Scene edits that are not drags (add, duplicate, delete, nudge, rotate, rename), one undo step each.
#include "ui/model/commands.hpp"

#include <cctype>
#include <utility>

#include "ui/model/box3d_edit.hpp"
#include "ui/model/shape_edit.hpp"

namespace ui {
namespace {

sat::SceneShape* findShape(Document& document, std::string_view name) { return document.editable().find(name); }

/// Runs `edit` on the named shape as one undo step called `description`.
template <class Edit> bool editShape(Document& document, std::string_view name, std::string description, Edit edit) {
    if (!document.scene().find(name)) return false;
    document.beginEdit(std::move(description));
    const bool ok = edit(*findShape(document, name));
    if (ok) document.endEdit();
    else document.cancelEdit();
    return ok;
}

} // namespace

std::string uniqueName(const sat::Scene& scene, std::string_view stem) {
    std::string base(stem);
    while (!base.empty() && std::isdigit(static_cast<unsigned char>(base.back()))) base.pop_back();
    if (base.empty()) base = "shape";
    if (base == stem && !scene.find(base)) return base;
    for (int n = 1;; ++n) {
        std::string candidate = base + std::to_string(n);
        if (!scene.find(candidate)) return candidate;
    }
}

std::string addShape(Document& document, NewShapeKind kind, glm::dvec2 center, double size) {
    const double h = size * 0.5;
    sat::SceneShape shape;
    switch (kind) {
    case NewShapeKind::Aabb:
        shape.name = uniqueName(document.scene(), "box1");
        shape.spec = sat::Aabb2Spec{center, {h, h * 0.75}};
        break;
    case NewShapeKind::Obb:
        shape.name = uniqueName(document.scene(), "obb1");
        shape.spec = sat::Obb2Spec{center, {h, h * 0.6}, sat::AngleSpec{30.0, true}};
        break;
    case NewShapeKind::Polygon:
        shape.name = uniqueName(document.scene(), "poly1");
        shape.spec = sat::Poly2Spec{{center + glm::dvec2(-h, -h * 0.8), center + glm::dvec2(h, -h * 0.6),
                                     center + glm::dvec2(h * 0.7, h * 0.7), center + glm::dvec2(-h * 0.4, h)}};
        break;
    }
    document.beginEdit("Add " + shape.name);
    document.editable().shapes.push_back(shape);
    document.endEdit();
    return shape.name;
}

std::optional<std::string> duplicateShape(Document& document, std::string_view name, glm::dvec2 offset) {
    const sat::SceneShape* original = document.scene().find(name);
    if (!original) return std::nullopt;
    sat::SceneShape copy = *original;
    copy.name = uniqueName(document.scene(), original->name + "1");
    translate(copy.spec, offset);
    document.beginEdit("Duplicate " + original->name);
    document.editable().shapes.push_back(copy);
    document.endEdit();
    return copy.name;
}

std::optional<std::string> duplicateShape3(Document& document, std::string_view name, glm::dvec3 offset) {
    const sat::SceneShape* original = document.scene().find(name);
    if (!original) return std::nullopt;
    sat::SceneShape copy = *original;
    if (!translate3(copy.spec, offset)) return std::nullopt;
    copy.name = uniqueName(document.scene(), original->name + "1");
    document.beginEdit("Duplicate " + original->name);
    document.editable().shapes.push_back(copy);
    document.endEdit();
    return copy.name;
}

bool deleteShape(Document& document, std::string_view name) {
    if (!document.scene().find(name)) return false;
    document.beginEdit("Delete " + std::string(name));
    std::erase_if(document.editable().shapes, [&](const sat::SceneShape& s) { return s.name == name; });
    document.endEdit();
    return true;
}

bool nudgeShape(Document& document, std::string_view name, glm::dvec2 delta) {
    return editShape(document, name, "Nudge " + std::string(name), [&](sat::SceneShape& shape) {
        translate(shape.spec, delta);
        return true;
    });
}

bool nudgeShape3(Document& document, std::string_view name, glm::dvec3 delta) {
    return editShape(document, name, "Nudge " + std::string(name),
                     [&](sat::SceneShape& shape) { return translate3(shape.spec, delta); });
}

bool rotateShape(Document& document, std::string_view name, double degrees) {
    return editShape(document, name, "Rotate " + std::string(name),
                     [&](sat::SceneShape& shape) { return rotate(shape.spec, degrees); });
}

bool renameShape(Document& document, std::string_view from, const std::string& to, std::string* error) {
    if (to.empty() || (to != from && document.scene().find(to))) {
        if (error) *error = to.empty() ? "A shape needs a name." : "Another shape is already called \"" + to + "\".";
        return false;
    }
    return editShape(document, from, "Rename " + std::string(from), [&](sat::SceneShape& shape) {
        shape.name = to;
        return true;
    });
}

bool setVisible(Document& document, std::string_view name, bool visible) {
    return editShape(document, name, (visible ? "Show " : "Hide ") + std::string(name), [&](sat::SceneShape& shape) {
        shape.visible = visible;
        return true;
    });
}

bool convertShape(Document& document, std::string_view name, bool toObb) {
    return editShape(document, name, (toObb ? "Convert to OBB " : "Convert to AABB ") + std::string(name),
                     [&](sat::SceneShape& shape) { return toObb ? convertToObb(shape.spec) : convertToAabb(shape.spec); });
}

} // namespace ui
