// SPDX-License-Identifier: MIT
// The Export figure dialog (File > Export figure..., Ctrl+E), the screenshot
// request (F12, File > Screenshot) and the figure the dialog describes.
#include "ui/panels/figure_export.hpp"

#include <algorithm>
#include <ctime>
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
#include "ui/panels/status_line.hpp"

namespace ui {
namespace {

// ImGui 1.86's SDL backend stores keys at their SDL scancodes, which are USB
// HID usage ids: A is 4 and F12 is 69. ImGuiKey_A's index finds the table.
constexpr int kHidA = 4;
constexpr int kHidF12 = 69;

bool pressedF12() { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_A) - kHidA + kHidF12, false); }
bool pressedCtrlE() { return ImGui::GetIO().KeyCtrl && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_A) + ('E' - 'A'), false); }

std::string sceneStem(const FigureExportParts& state) {
    const auto& file = state.document.file();
    return file.empty() ? std::string("untitled") : file.stem().string();
}

const char* extension(FigureFormat format) { return format == FigureFormat::Png ? ".png" : ".svg"; }

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
    else if (state.analysis.result.inspected) options.pair = state.analysis.result.inspected->names;
    options.faceAxesOnly3d = state.analysis3d.options.faceAxesOnly;
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

void exportNow(const FigureExportParts& state) {
    FigureExportState& dialog = state.figureExport;
    const std::filesystem::path file = dialog.exportFolderOrDefault() / dialog.fileName;
    std::string error;
    std::error_code folderError; // the pictures folder may not exist yet: the user chose it, make it
    std::filesystem::create_directories(file.parent_path(), folderError);
    if (exportFigure(state, file, &error)) {
        state.status.show("Figure saved: " + file.string(), state.now, 8.0);
        dialog.open = false;
    } else {
        dialog.problem = error;
    }
}

} // namespace

std::filesystem::path FigureExportState::screenshotFolderOrDefault() const {
    return screenshotFolder.empty() ? defaultFolder : screenshotFolder;
}
std::filesystem::path FigureExportState::exportFolderOrDefault() const {
    return exportFolder.empty() ? screenshotFolderOrDefault() : exportFolder;
}

std::string screenshotName(const std::filesystem::path& sceneFile, std::time_t time) {
    std::tm local{};
    localtime_r(&time, &local);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &local);
    const std::string stem = sceneFile.empty() ? std::string("untitled") : sceneFile.stem().string();
    return stem + "-" + stamp + ".png";
}

void openFigureExport(const FigureExportParts& state) {
    state.figureExport.open = true;
    state.figureExport.focusExport = true;
    state.figureExport.problem.clear();
    state.figureExport.fileName = sceneStem(state) + "-figure" + extension(state.figureExport.format);
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
    return buildFigure(sceneWithCamera3d(state.document.scene(), state.view3d), resolvedOptions(state), state.analysis.options,
                       measure, &state.view.transform);
}

bool exportFigure(const FigureExportParts& state, const std::filesystem::path& file, std::string* error) {
    const FigureOptions options = resolvedOptions(state);
    std::string problem = figureOptionsProblem(options);
    if (problem.empty()) problem = figureProblem(state.document.scene(), options);
    if (!problem.empty()) {
        *error = problem;
        return false;
    }
    const ImGuiCanvas measure(nullptr, nullptr);
    const Figure figure = dialogFigure(state, measure);
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
    if (ImGui::Button("Export") || (enter && !dialog.focusExport)) exportNow(state);
    dialog.focusExport = false;
    ImGui::SameLine();
    if (ImGui::Button("Close") || (ImGui::IsWindowFocused() && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))))
        dialog.open = false;
    ImGui::End();
}

} // namespace ui
