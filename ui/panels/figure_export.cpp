// SPDX-License-Identifier: MIT
// The Export figure dialog (File > Export figure..., Ctrl+E), the screenshot
// request (F12, File > Screenshot) and the figure the dialog describes.
#include "ui/panels/figure_export.hpp"

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <optional>
#include <vector>

#include <imgui.h>

#include "ui/draw/imgui_canvas.hpp"
#include "ui/draw/scaled_canvas.hpp"
#include "ui/editor/preferences.hpp"
#include "ui/editor/view3d_actions.hpp"
#include "ui/editor/view_state.hpp"
#include "ui/figure/figure_text.hpp"
#include "ui/model/analysis3d.hpp"
#include "ui/model/document.hpp"
#include "ui/panels/modals.hpp"
#include "ui/panels/status_line.hpp"

namespace ui {
namespace {

// ImGui 1.86's SDL backend stores keys at their SDL scancodes, which are USB
// HID usage ids: A is 4 and F12 is 69. ImGuiKey_A's index finds the table.
constexpr int kHidA = 4;
constexpr int kHidF12 = 69;

bool pressedF12() { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_A) - kHidA + kHidF12, false); }
bool pressedCtrlE() { return ImGui::GetIO().KeyCtrl && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_A) + ('E' - 'A'), false); }

const char* extension(FigureFormat format) { return format == FigureFormat::Png ? ".png" : ".svg"; }

/// "-step-03": the suffix of step `index` (0-based) of step mode, two digits so slides sort in order.
std::string stepSuffix(std::size_t index) {
    char text[32];
    std::snprintf(text, sizeof text, "-step-%02zu", index + 1);
    return text;
}

/// The steps of step mode for the inspected pair and the first separating axis they stop at.
struct PlannedSteps {
    std::vector<Step> steps;
    int firstSeparating = -1;
};

PlannedSteps plannedSteps(const FigureExportParts& state) {
    PlannedSteps planned{currentSteps(state.stepMode, state.steps), -1};
    if (state.document.scene().is3d()) {
        if (const auto& inspected = state.analysis3d.result.inspected)
            planned.firstSeparating = inspected->report.firstSeparatingAxis;
    } else if (const auto& inspected = state.analysis.result.inspected) {
        planned.firstSeparating = inspected->report.firstSeparatingAxis;
    }
    return planned;
}

/// The scene a figure draws: the document's, or with the snag probe added while the probe is out.
const sat::Scene& figureScene(const FigureExportParts& state) {
    return state.probeScene ? *state.probeScene : state.document.scene();
}

/// The dialog's options resolved for this frame: size from the viewport, the inspected pair.
FigureOptions resolvedOptions(const FigureExportParts& state) {
    const FigureExportState& dialog = state.figureExport;
    FigureOptions options = dialog.options;
    if (dialog.sizeFromViewport) {
        options.width = std::max(1, static_cast<int>(state.view.transform.size.x));
        options.height = std::max(1, static_cast<int>(state.view.transform.size.y));
    } else {
        options.scale = 1.0;
    }
    // The pair the window inspects, in its A/B order: the 3D analysis for a 3D scene, else the 2D one.
    const SceneAnalysis3& analysis3d = state.analysis3d.result;
    if (state.document.scene().is3d() && analysis3d.inspected) options.pair = analysis3d.inspected->names;
    else if (state.probePair) options.pair = state.probePair; // the snag probe's pair, as the window shows it
    else if (state.analysis.result.inspected) options.pair = state.analysis.result.inspected->names;
    if (state.snagMarkers && !state.document.scene().is3d()) {
        options.snagMarkers = *state.snagMarkers;
        options.inspectedSnag = state.inspectedSnag;
    }
    options.faceAxesOnly3d = state.analysis3d.options.faceAxesOnly;
    // In step mode the figure is the current step, as the window shows it.
    if (state.step) options.step = state.step;
    return options;
}

bool changed(bool edited, const FigureExportParts& state) {
    if (edited) ++state.preferences.revision;
    return edited;
}

void sizeControls(const FigureExportParts& state) {
    FigureExportState& dialog = state.figureExport;
    FigureOptions& o = dialog.options;
    int mode = dialog.sizeFromViewport ? 0 : 1;
    changed(ImGui::RadioButton("Scale of the viewport", &mode, 0), state);
    ImGui::SameLine();
    changed(ImGui::RadioButton("Pixels", &mode, 1), state);
    dialog.sizeFromViewport = mode == 0;
    if (dialog.sizeFromViewport) {
        float scale = static_cast<float>(o.scale);
        if (changed(ImGui::SliderFloat("Scale", &scale, 0.25f, 8.0f, "%.2fx"), state)) o.scale = scale;
    } else {
        int size[2] = {o.width, o.height};
        if (changed(ImGui::InputInt2("Width, height", size), state)) {
            o.width = size[0];
            o.height = size[1];
        }
    }
    const glm::ivec2 out = resolvedOptions(state).outputSize();
    ImGui::TextDisabled("%d x %d px", out.x, out.y);
}

void lookControls(const FigureExportParts& state) {
    FigureExportState& dialog = state.figureExport;
    FigureOptions& o = dialog.options;
    int format = dialog.format == FigureFormat::Png ? 0 : 1;
    changed(ImGui::RadioButton("PNG", &format, 0), state);
    ImGui::SameLine();
    changed(ImGui::RadioButton("SVG", &format, 1), state);
    dialog.format = format == 0 ? FigureFormat::Png : FigureFormat::Svg;
    if (dialog.format == FigureFormat::Png) changed(ImGui::SliderInt("Supersampling", &o.supersample, 1, kMaxSupersample), state);
    int theme = o.lightTheme ? 0 : 1;
    changed(ImGui::RadioButton("Light (print)", &theme, 0), state);
    ImGui::SameLine();
    changed(ImGui::RadioButton("Dark (the app's)", &theme, 1), state);
    o.lightTheme = theme == 0;
    changed(ImGui::Checkbox("Transparent background", &o.transparent), state);
    changed(ImGui::Checkbox("Legend", &o.legend), state);
    ImGui::SameLine();
    changed(ImGui::Checkbox("Caption (verdict, deciding axis)", &o.caption), state);
    changed(ImGui::Checkbox("Frame the scene (else the current view)", &o.fitScene), state);
}

std::vector<std::string> splitList(const std::string& list) {
    std::vector<std::string> names;
    std::size_t start = 0;
    while (start < list.size()) {
        const std::size_t comma = std::min(list.find(',', start), list.size());
        names.push_back(list.substr(start, comma - start));
        start = comma + 1;
    }
    return names;
}

void overlayControls(const FigureExportParts& state) {
    FigureOptions& o = state.figureExport.options;
    ImGui::TextUnformatted("Overlays");
    for (std::size_t i = 0; i < overlayNames().size(); ++i) {
        const std::string& name = overlayNames()[i];
        std::vector<std::string> on = splitList(overlayList(o.overlays));
        bool checked = std::find(on.begin(), on.end(), name) != on.end();
        if (i % 4 != 0) ImGui::SameLine();
        if (!changed(ImGui::Checkbox(name.c_str(), &checked), state)) continue;
        if (checked) on.push_back(name);
        else on.erase(std::find(on.begin(), on.end(), name));
        std::string list;
        for (const std::string& entry : on) list += entry + ",";
        std::string error;
        if (const auto toggles = parseOverlayList(list, &error)) o.overlays = *toggles;
    }
}

void fileControls(const FigureExportParts& state) {
    FigureExportState& dialog = state.figureExport;
    std::string folder = dialog.exportFolderOrDefault().string();
    char buffer[1024];
    std::snprintf(buffer, sizeof buffer, "%s", folder.c_str());
    if (changed(ImGui::InputText("Folder", buffer, sizeof buffer), state)) dialog.exportFolder = buffer;
    std::filesystem::path name = dialog.fileName;
    name.replace_extension(extension(dialog.format));
    dialog.fileName = name.string();
    std::snprintf(buffer, sizeof buffer, "%s", dialog.fileName.c_str());
    if (ImGui::InputText("File name", buffer, sizeof buffer)) dialog.fileName = buffer;
    std::snprintf(buffer, sizeof buffer, "%s", dialog.screenshotFolderOrDefault().string().c_str());
    if (changed(ImGui::InputText("Screenshots (F12)", buffer, sizeof buffer), state)) dialog.screenshotFolder = buffer;
}

/// The figure at preview size, drawn into the dialog.
void drawPreview(const FigureExportParts& state) {
    const ImGuiCanvas measure(nullptr, nullptr);
    const Figure figure = dialogFigure(state, measure);
    const double width = 360.0 * state.view.uiScale;
    const double factor = width / figure.size.x;
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(static_cast<float>(width), static_cast<float>(figure.size.y * factor)));
    ImGuiCanvas canvas(ImGui::GetWindowDrawList(), nullptr);
    ScaledCanvas preview(canvas, factor, {at.x, at.y});
    drawFigure(preview, figure);
}

bool existsQuietly(const std::filesystem::path& file) {
    std::error_code error;
    return std::filesystem::exists(file, error);
}

/// Writes the dialog's figure (at `step` when given) to `file`, making its folder. False with the reason in the dialog.
bool writeDialogFigure(const FigureExportParts& state, const std::filesystem::path& file, const std::optional<StepView>& step) {
    std::string error;
    std::error_code folderError; // the pictures folder may not exist yet: the user chose it, make it
    std::filesystem::create_directories(file.parent_path(), folderError);
    FigureOptions options = resolvedOptions(state);
    if (step) options.step = step;
    if (writeFigureFile(state, options, file, &error)) return true;
    state.figureExport.problem = file.filename().string() + ": " + error;
    return false;
}

void exportOne(const FigureExportParts& state, const std::filesystem::path& file) {
    if (!writeDialogFigure(state, file, std::nullopt)) return;
    state.status.show("Figure saved: " + file.string(), state.now, 8.0);
    state.figureExport.open = false;
}

void exportSteps(const FigureExportParts& state, const std::vector<std::filesystem::path>& files) {
    const PlannedSteps planned = plannedSteps(state);
    for (std::size_t i = 0; i < files.size() && i < planned.steps.size(); ++i)
        if (!writeDialogFigure(state, files[i], stepView(planned.steps, i, planned.firstSeparating))) return;
    state.status.show("Figures saved: " + std::to_string(files.size()) + " steps, " + files.front().string() + " to " +
                          files.back().filename().string(),
                      state.now, 8.0);
    state.figureExport.open = false;
}

/// Export: asks before replacing an existing file.
void exportNow(const FigureExportParts& state) {
    FigureExportState& dialog = state.figureExport;
    dialog.problem.clear();
    const std::filesystem::path file = dialog.exportFolderOrDefault() / dialog.fileName;
    if (!existsQuietly(file)) return exportOne(state, file);
    state.modals.confirm("Replace " + file.filename().string() + "?",
                         file.string() + " already exists. Replace it with the new figure?", "Replace",
                         [parts = state, file] { exportOne(parts, file); });
}

/// Export every step: one figure per step of step mode, asking once before replacing any existing file.
void exportEveryStepNow(const FigureExportParts& state) {
    FigureExportState& dialog = state.figureExport;
    dialog.problem.clear();
    const std::vector<std::filesystem::path> files = stepFigureFiles(state);
    if (files.empty()) {
        dialog.problem = "Export every step needs an inspected pair: select two shapes.";
        return;
    }
    std::vector<std::string> existing;
    for (const std::filesystem::path& file : files)
        if (existsQuietly(file)) existing.push_back(file.filename().string());
    if (existing.empty()) return exportSteps(state, files);
    std::string list;
    for (const std::string& name : existing) list += "\n  " + name;
    state.modals.confirm("Replace " + std::to_string(existing.size()) + (existing.size() == 1 ? " file?" : " files?"),
                         "In " + files.front().parent_path().string() + " these already exist:" + list +
                             "\nReplace them with the new figures?",
                         "Replace", [parts = state, files] { exportSteps(parts, files); });
}

} // namespace

std::filesystem::path FigureExportState::screenshotFolderOrDefault() const {
    return screenshotFolder.empty() ? defaultFolder : screenshotFolder;
}
std::filesystem::path FigureExportState::exportFolderOrDefault() const {
    return exportFolder.empty() ? screenshotFolderOrDefault() : exportFolder;
}

std::string screenshotName(const std::string& baseName, std::time_t time) {
    std::tm local{};
    localtime_r(&time, &local);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &local);
    return baseName + "-" + stamp + ".png";
}

std::vector<std::filesystem::path> stepFigureFiles(const FigureExportParts& state) {
    const FigureExportState& dialog = state.figureExport;
    std::filesystem::path name = dialog.fileName;
    std::string stem = name.stem().string();
    // A name already numbered for a step ("seams-step-02") gives its series ("seams-step-01", ...).
    if (const std::size_t at = stem.rfind("-step-"); at != std::string::npos && at + 8 == stem.size()) stem.resize(at);
    std::vector<std::filesystem::path> files;
    const std::size_t count = plannedSteps(state).steps.size();
    for (std::size_t i = 0; i < count; ++i)
        files.push_back(dialog.exportFolderOrDefault() / (stem + stepSuffix(i) + extension(dialog.format)));
    return files;
}

void openFigureExport(const FigureExportParts& state) {
    state.figureExport.open = true;
    state.figureExport.focusExport = true;
    state.figureExport.problem.clear();
    // Named after the lesson or the scene; in step mode after the step shown, as "Export every step" numbers them.
    std::string name = state.baseName;
    if (state.stepMode.active && !currentSteps(state.stepMode, state.steps).empty())
        name += stepSuffix(static_cast<std::size_t>(std::max(state.stepMode.step, 0)));
    state.figureExport.fileName = name + extension(state.figureExport.format);
}

void handleFigureShortcuts(const FigureExportParts& state) {
    if (pressedF12()) state.figureExport.screenshotRequested = true;
    if (pressedCtrlE()) openFigureExport(state);
}

void drawFigureMenuItems(const FigureExportParts& state) {
    if (ImGui::MenuItem("Screenshot", "F12")) state.figureExport.screenshotRequested = true;
    if (ImGui::MenuItem("Export figure...", "Ctrl+E")) openFigureExport(state);
}

Figure dialogFigure(const FigureExportParts& state, const Canvas& measure) {
    // A 3D figure looks from the shown camera's direction (framed), or through it with "Frame the scene" off.
    return buildFigure(sceneWithCamera3d(figureScene(state), state.view3d), resolvedOptions(state), state.analysis.options,
                       measure, &state.view.transform);
}

bool exportFigure(const FigureExportParts& state, const std::filesystem::path& file, std::string* error) {
    return writeFigureFile(state, resolvedOptions(state), file, error);
}

bool writeFigureFile(const FigureExportParts& state, const FigureOptions& options, const std::filesystem::path& file,
                     std::string* error) {
    std::string problem = figureOptionsProblem(options);
    if (problem.empty()) problem = figureProblem(figureScene(state), options);
    if (!problem.empty()) {
        *error = problem;
        return false;
    }
    const ImGuiCanvas measure(nullptr, nullptr);
    const Figure figure = buildFigure(sceneWithCamera3d(figureScene(state), state.view3d), options, state.analysis.options,
                                      measure, &state.view.transform);
    if (state.figureExport.format == FigureFormat::Svg) return writeFigureSvg(figure, options.scale, file, error);
    if (!state.figureExport.writePng) {
        *error = "PNG export is not available here (no OpenGL): choose SVG";
        return false;
    }
    return state.figureExport.writePng(figure, options.scale, options.supersample, file, error);
}

void drawFigureExport(const FigureExportParts& state) {
    FigureExportState& dialog = state.figureExport;
    if (!dialog.open) return;
    ImGui::SetNextWindowPos(
        ImVec2(static_cast<float>(state.view.transform.size.x * 0.5), static_cast<float>(state.view.transform.size.y * 0.5)),
        ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    if (!ImGui::Begin("Export figure", &dialog.open, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings)) {
        ImGui::End();
        return;
    }
    sizeControls(state);
    ImGui::Separator();
    lookControls(state);
    ImGui::Separator();
    overlayControls(state);
    ImGui::Separator();
    fileControls(state);
    drawPreview(state);
    if (!dialog.problem.empty()) {
        ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + 360.0f * state.view.uiScale);
        ImGui::TextColored(ImVec4(1.0f, 0.4f, 0.4f, 1.0f), "%s", dialog.problem.c_str());
        ImGui::PopTextWrapPos();
    }
    if (dialog.focusExport) ImGui::SetKeyboardFocusHere();
    const bool enter = ImGui::IsWindowFocused() && !ImGui::GetIO().WantTextInput &&
                       ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false);
    const bool shift = ImGui::GetIO().KeyShift;
    if (ImGui::Button("Export") || (enter && !shift && !dialog.focusExport)) exportNow(state);
    dialog.focusExport = false;
    ImGui::SameLine();
    if (ImGui::Button("Export every step (Shift+Enter)") || (enter && shift)) exportEveryStepNow(state);
    ImGui::SameLine();
    if (ImGui::Button("Close") || (ImGui::IsWindowFocused() && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))))
        dialog.open = false;
    ImGui::End();
}

} // namespace ui
