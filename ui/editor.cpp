#include "ui/editor.hpp"

#include <algorithm>
#include <utility>

#include "ui/editor_state.hpp"

namespace ui {

static constexpr std::size_t kMaxRecent = 10;

EditorState::EditorState(EditorConfig cfg) : config(std::move(cfg)) {}

void EditorState::addRecent(const std::filesystem::path& file) {
    std::error_code ec;
    std::filesystem::path absolute = std::filesystem::absolute(file, ec);
    if (ec) absolute = file;
    recent.erase(std::remove(recent.begin(), recent.end(), absolute), recent.end());
    recent.insert(recent.begin(), absolute);
    if (recent.size() > kMaxRecent) recent.resize(kMaxRecent);
    ++preferencesRevision;
}

Editor::Editor(EditorConfig config) : state_(std::make_unique<EditorState>(std::move(config))) {}
Editor::~Editor() = default;

void Editor::setupImGui(float) {}

static bool loadInto(EditorState& s, const std::filesystem::path& file, bool untitled, std::string* error) {
    try {
        sat::Scene scene = sat::loadScene(file);
        s.document.reset(std::move(scene), untitled ? std::filesystem::path{} : file, false);
        if (!untitled) s.addRecent(file);
        return true;
    } catch (const std::exception& e) {
        if (error) *error = e.what();
        return false;
    }
}

bool Editor::openFile(const std::filesystem::path& file, std::string* error) {
    return loadInto(*state_, file, false, error);
}
bool Editor::openAsUntitled(const std::filesystem::path& file, std::string* error) {
    return loadInto(*state_, file, true, error);
}
void Editor::requestOpen(const std::filesystem::path& file) {
    std::string error;
    if (!openFile(file, &error)) showMessage("Could not open the file", error);
}
void Editor::newScene() { state_->document.reset(sat::Scene{}, {}, false); }

bool Editor::save(std::string* error) {
    if (state_->document.file().empty()) {
        if (error) *error = "This scene has no file yet: use Save As.";
        return false;
    }
    return saveAs(state_->document.file(), error);
}

bool Editor::saveAs(const std::filesystem::path& file, std::string* error) {
    try {
        sat::saveScene(state_->document.scene(), file);
        state_->document.markSaved(file);
        state_->addRecent(file);
        return true;
    } catch (const std::exception& e) {
        if (error) *error = e.what();
        return false;
    }
}

std::filesystem::path Editor::currentFile() const { return state_->document.file(); }

void Editor::drawFrame(const FrameContext&) {}

bool Editor::hasUnsavedChanges() const { return state_->document.dirty(); }

std::string Editor::windowTitle() const {
    const auto& file = state_->document.file();
    std::string name = file.empty() ? std::string("Untitled") : file.filename().string();
    if (hasUnsavedChanges()) name += "*";
    return name + " \u2014 SATlab";
}

void Editor::requestQuit() {
    if (!hasUnsavedChanges()) state_->quitConfirmed = true;
}
bool Editor::quitConfirmed() const { return state_->quitConfirmed; }

std::string Editor::recoveryText() const { return sat::serializeScene(state_->document.scene()); }

bool Editor::loadRecoveryText(std::string_view json, std::string* error) {
    try {
        state_->document.reset(sat::parseScene(json, "recovered scene"), {}, true);
        return true;
    } catch (const std::exception& e) {
        if (error) *error = e.what();
        return false;
    }
}

void Editor::offerRecovery(const std::filesystem::path& recoveryFile) {
    PendingModal modal;
    modal.kind = PendingModal::Kind::Recovery;
    modal.path = recoveryFile;
    state_->modals.push_back(std::move(modal));
}

bool Editor::select(std::string_view, std::string_view) { return false; }

void Editor::showMessage(std::string title, std::string text) {
    PendingModal modal;
    modal.kind = PendingModal::Kind::Message;
    modal.title = std::move(title);
    modal.text = std::move(text);
    state_->modals.push_back(std::move(modal));
}

glm::dvec2 Editor::worldToWindow(glm::dvec2 world) const { return world; }
glm::dvec2 Editor::windowToWorld(glm::dvec2 window) const { return window; }

std::string Editor::preferencesJson() const { return "{}"; }
void Editor::loadPreferencesJson(std::string_view) {}
std::uint64_t Editor::preferencesRevision() const { return state_->preferencesRevision; }
std::vector<std::filesystem::path> Editor::recentFiles() const { return state_->recent; }

EditorState& Editor::state() { return *state_; }
const EditorState& Editor::state() const { return *state_; }

} // namespace ui
