#include "ui/document.hpp"

#include <cassert>
#include <utility>

namespace ui {
namespace {

bool same(const sat::Aabb2Spec& a, const sat::Aabb2Spec& b) {
    return a.center == b.center && a.halfExtents == b.halfExtents;
}
bool same(const sat::Obb2Spec& a, const sat::Obb2Spec& b) {
    return a.center == b.center && a.halfExtents == b.halfExtents && a.angle.value == b.angle.value &&
           a.angle.degrees == b.angle.degrees;
}
bool same(const sat::Poly2Spec& a, const sat::Poly2Spec& b) { return a.points == b.points; }
bool same(const sat::Aabb3Spec& a, const sat::Aabb3Spec& b) {
    return a.center == b.center && a.halfExtents == b.halfExtents;
}
bool same(const sat::Obb3Spec& a, const sat::Obb3Spec& b) {
    const auto& ra = a.rotation;
    const auto& rb = b.rotation;
    return a.center == b.center && a.halfExtents == b.halfExtents && ra.form == rb.form &&
           ra.matrixRows == rb.matrixRows && ra.quatWxyz == rb.quatWxyz && ra.eulerDeg == rb.eulerDeg;
}

bool sameSpec(const sat::ShapeSpec& a, const sat::ShapeSpec& b) {
    if (a.index() != b.index()) return false;
    return std::visit(
        [&](const auto& sa) {
            using S = std::decay_t<decltype(sa)>;
            return same(sa, std::get<S>(b));
        },
        a);
}

bool sameShape(const sat::SceneShape& a, const sat::SceneShape& b) {
    return a.name == b.name && a.color == b.color && a.visible == b.visible && sameSpec(a.spec, b.spec);
}

} // namespace

bool sameScene(const sat::Scene& a, const sat::Scene& b) {
    if (a.shapes.size() != b.shapes.size()) return false;
    for (std::size_t i = 0; i < a.shapes.size(); ++i)
        if (!sameShape(a.shapes[i], b.shapes[i])) return false;
    if (a.view.has_value() != b.view.has_value()) return false;
    return !a.view || (a.view->center == b.view->center && a.view->zoom == b.view->zoom);
}

Document::Document() = default;

sat::Scene& Document::editable() {
    assert(editDepth_ > 0 && "edit the scene only between beginEdit and endEdit");
    return scene_;
}

void Document::beginEdit(std::string description) {
    if (editDepth_++ > 0) return;
    pending_ = Step{scene_, revision_, std::move(description)};
}

void Document::endEdit() {
    assert(editDepth_ > 0);
    if (--editDepth_ > 0) return;
    if (sameScene(pending_.scene, scene_)) return;
    undo_.push_back(std::move(pending_));
    redo_.clear();
    revision_ = nextRevision_++;
}

void Document::cancelEdit() {
    assert(editDepth_ > 0);
    editDepth_ = 0;
    scene_ = std::move(pending_.scene);
}

void Document::undo() {
    if (undo_.empty() || editing()) return;
    Step step = std::move(undo_.back());
    undo_.pop_back();
    redo_.push_back(Step{scene_, revision_, step.description});
    scene_ = std::move(step.scene);
    revision_ = step.revision;
}

void Document::redo() {
    if (redo_.empty() || editing()) return;
    Step step = std::move(redo_.back());
    redo_.pop_back();
    undo_.push_back(Step{scene_, revision_, step.description});
    scene_ = std::move(step.scene);
    revision_ = step.revision;
}

std::string Document::undoName() const { return undo_.empty() ? std::string{} : undo_.back().description; }
std::string Document::redoName() const { return redo_.empty() ? std::string{} : redo_.back().description; }

void Document::reset(sat::Scene scene, std::filesystem::path file, bool dirty) {
    scene_ = std::move(scene);
    file_ = std::move(file);
    undo_.clear();
    redo_.clear();
    editDepth_ = 0;
    revision_ = nextRevision_++;
    savedRevision_ = dirty ? 0 : revision_;
}

void Document::markSaved(std::filesystem::path file) {
    file_ = std::move(file);
    savedRevision_ = revision_;
}

} // namespace ui
