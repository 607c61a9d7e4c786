// SPDX-License-Identifier: MIT
#pragma once
// The scene being edited, its file and its undo history.
//
// Undo is snapshot based: every edit stores the whole scene as it was before
// (scenes are small). A gesture (a whole mouse drag) is one step: begin it,
// change the scene as often as needed, end it; only a changed scene is kept.
// Each state has a revision number; the document is dirty when the current
// revision differs from the one last saved or loaded, so undoing back to the
// saved state makes it clean again.

#include <cstdint>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "sat/intended.hpp"
#include "sat/scene.hpp"

namespace ui {

class Document {
public:
    Document();

    const sat::Scene& scene() const { return scene_; }
    /// The scene for an edit in progress; only between beginEdit and endEdit.
    sat::Scene& editable();

    /// Starts one undoable step; nested calls join the outer step.
    void beginEdit(std::string description);
    /// Ends the step: kept on the undo stack if the scene changed, dropped otherwise.
    void endEdit();
    /// Throws away the changes of the step in progress.
    void cancelEdit();
    bool editing() const { return editDepth_ > 0; }

    bool canUndo() const { return !undo_.empty(); }
    bool canRedo() const { return !redo_.empty(); }
    void undo();
    void redo();
    /// Description of the step Undo / Redo would take back ("Move box", ...).
    std::string undoName() const;
    std::string redoName() const;

    /// Replaces everything (open / new / recover). History is cleared.
    void reset(sat::Scene scene, std::filesystem::path file, bool dirty);
    /// Findings marked intended (sat/intended.hpp). They are kept in a file of
    /// their own, not in the scene, but undo and redo take them back like any edit.
    const sat::IntendedFindings& intended() const { return intended_; }
    /// Marks or unmarks the finding {a, b} as one undo step that leaves the
    /// scene, revision() and dirty() as they are; false when nothing changed.
    bool setIntended(const std::string& a, const std::string& b, bool intended, std::string description);
    /// Replaces the marks without an undo step (a file was opened).
    void resetIntended(sat::IntendedFindings intended) { intended_ = std::move(intended); }

    /// Marks the current state as saved to `file`.
    void markSaved(std::filesystem::path file);

    const std::filesystem::path& file() const { return file_; }
    bool dirty() const { return revision_ != savedRevision_; }
    /// Changes on every edit, undo and redo (caches compare it).
    std::uint64_t revision() const { return revision_; }

private:
    struct Step {
        sat::Scene scene;
        sat::IntendedFindings intended;
        std::uint64_t revision;
        std::string description;
    };

    sat::Scene scene_;
    sat::IntendedFindings intended_;
    std::filesystem::path file_;
    std::vector<Step> undo_;
    std::vector<Step> redo_;
    Step pending_;
    int editDepth_ = 0;
    std::uint64_t revision_ = 0;
    std::uint64_t savedRevision_ = 0;
    std::uint64_t nextRevision_ = 1;
};

/// Shapes compare equal when their serialized form does (used to drop no-op steps).
bool sameScene(const sat::Scene& a, const sat::Scene& b);

} // namespace ui
