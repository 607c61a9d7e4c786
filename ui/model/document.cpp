// SPDX-License-Identifier: MIT
// The scene being edited, its file and its snapshot-based undo history.
#include "ui/model/document.hpp"

#include <cassert>
#include <utility>

namespace ui {
// The scene model compares every field (group, view...), so a step that
// changed nothing is recognised whatever the scene format grows.
bool sameScene(const sat::Scene& a, const sat::Scene& b) { return a == b; }

Document::Document() = default;

sat::Scene& Document::editable() {
    assert(editDepth_ > 0 && "edit the scene only between beginEdit and endEdit");
    return scene_;
}

void Document::beginEdit(std::string description) {
    if (editDepth_++ > 0) return;
    pending_ = Step{scene_, intended_, revision_, std::move(description)};
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
    redo_.push_back(Step{scene_, intended_, revision_, step.description});
    scene_ = std::move(step.scene);
    intended_ = std::move(step.intended);
    revision_ = step.revision;
}

void Document::redo() {
    if (redo_.empty() || editing()) return;
    Step step = std::move(redo_.back());
    redo_.pop_back();
    undo_.push_back(Step{scene_, intended_, revision_, step.description});
    scene_ = std::move(step.scene);
    intended_ = std::move(step.intended);
    revision_ = step.revision;
}

std::string Document::undoName() const { return undo_.empty() ? std::string{} : undo_.back().description; }
std::string Document::redoName() const { return redo_.empty() ? std::string{} : redo_.back().description; }

void Document::reset(sat::Scene scene, std::filesystem::path file, bool dirty) {
    scene_ = std::move(scene);
    intended_ = {};
    file_ = std::move(file);
    undo_.clear();
    redo_.clear();
    editDepth_ = 0;
    revision_ = nextRevision_++;
    savedRevision_ = dirty ? 0 : revision_;
}

bool Document::setIntended(const std::string& a, const std::string& b, bool intended, std::string description) {
    if (editing() || intended_.contains(a, b) == intended) return false;
    undo_.push_back(Step{scene_, intended_, revision_, std::move(description)});
    redo_.clear();
    intended_.set(a, b, intended);
    return true;
}

void Document::markSaved(std::filesystem::path file) {
    file_ = std::move(file);
    savedRevision_ = revision_;
}

} // namespace ui
