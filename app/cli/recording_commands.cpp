// SPDX-License-Identifier: MIT
// `satlab record` (scene files into a recording) and `satlab export-frame`
// (a recorded frame into a scene file), both saved atomically (docs/recording.md).
#include "app/cli/recording_commands.hpp"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <fstream>
#include <ostream>
#include <sys/mman.h>
#include <unistd.h>

#include "sat/capture/recording.hpp"
#include "sat/recording_scene.hpp"
#include "sat/tiled.hpp"

namespace app {

bool isRecordingFile(const std::filesystem::path& file) {
    std::string extension = file.extension().string();
    std::transform(extension.begin(), extension.end(), extension.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (extension == ".satrec") return true;
    std::error_code error;
    if (!std::filesystem::is_regular_file(file, error)) return false;
    std::ifstream in(file, std::ios::binary);
    char magic[6] = {};
    return in.read(magic, sizeof magic) && std::memcmp(magic, "SATREC", sizeof magic) == 0;
}

namespace {

/// Why a command must not write `output`, or empty when it may: it is one of
/// the inputs (by inode), a folder, or an existing file of another kind
/// (`isOwnKind` says which files are; `force` overrides that last one).
std::string outputRefusal(const std::filesystem::path& output, const std::vector<std::filesystem::path>& inputs, bool isOwnKind,
                          bool force, const char* forceHint) {
    std::error_code error;
    const std::filesystem::file_status status = std::filesystem::status(output, error);
    if (!std::filesystem::exists(status)) return {};
    for (const auto& input : inputs)
        if (std::filesystem::equivalent(input, output, error)) return "is an input of this command; write to another file";
    if (std::filesystem::is_directory(status)) return "is a folder; give a file name";
    if (!force && !isOwnKind) return forceHint;
    return {};
}

/// The bytes of the recording `record` makes, held in an anonymous memory file
/// (no temporary file on disk to leave behind).
class MemoryFile {
public:
    MemoryFile() : fd_(::memfd_create("satlab-record", MFD_CLOEXEC)) {}
    ~MemoryFile() {
        if (fd_ >= 0) ::close(fd_);
    }
    MemoryFile(const MemoryFile&) = delete;
    MemoryFile& operator=(const MemoryFile&) = delete;
    bool ok() const { return fd_ >= 0; }
    std::filesystem::path path() const { return "/proc/self/fd/" + std::to_string(fd_); }
    std::string contents() const {
        std::string bytes;
        char chunk[65536];
        for (off_t at = 0;;) {
            const ssize_t got = ::pread(fd_, chunk, sizeof chunk, at);
            if (got <= 0) break;
            bytes.append(chunk, static_cast<std::size_t>(got));
            at += got;
        }
        return bytes;
    }

private:
    int fd_;
};

} // namespace

int runRecordCommand(const RecordRequest& request, std::ostream& out, std::ostream& err) {
    const bool ownKind = isRecordingFile(request.output);
    if (const std::string refusal = outputRefusal(request.output, request.scenes, ownKind, false,
                                                  "exists and is not a SATlab recording; not overwritten");
        !refusal.empty()) {
        err << request.output.string() << ": " << refusal << '\n';
        return 2;
    }
    MemoryFile memory;
    if (!memory.ok()) {
        err << "satlab record: cannot make a memory file: " << std::strerror(errno) << '\n';
        return 2;
    }
    sat::capture::Recorder recorder(memory.path());
    std::map<std::string, std::uint64_t> ids;
    for (std::size_t i = 0; i < request.scenes.size(); ++i) {
        const std::filesystem::path& file = request.scenes[i];
        try {
            const sat::Scene scene = sat::loadSceneOrTiledMap(file);
            recorder.beginFrame(static_cast<double>(i) / request.fps);
            sat::recordScene(scene, recorder, ids);
            recorder.endFrame();
        } catch (const sat::SceneLoadError& error) {
            err << error.what() << '\n'; // each line names the file
            return 2;
        } catch (const sat::GeometryError& error) {
            err << file.string() << ": " << error.what() << '\n';
            return 2;
        }
    }
    recorder.close();
    const sat::capture::Status status = recorder.status();
    if (!status.ok()) {
        err << "satlab record: " << status.message.data() << '\n';
        return 2;
    }
    try {
        sat::writeFileAtomically(request.output, memory.contents());
    } catch (const sat::SceneSaveError& error) {
        err << request.output.string() << ": " << error.what() << '\n';
        return 2;
    }
    out << request.output.string() << ": " << status.framesWritten << " frames, " << ids.size() << " shapes\n";
    return 0;
}

std::optional<sat::capture::Recording> openRecording(const std::filesystem::path& file, std::ostream& err, int& code) {
    std::error_code error;
    const auto status = std::filesystem::status(file, error);
    if (!std::filesystem::exists(status) || std::filesystem::is_directory(status)) {
        err << file.string() << (std::filesystem::is_directory(status) ? ": is a folder, not a file\n" : ": no such file\n");
        code = 2;
        return std::nullopt;
    }
    try {
        sat::capture::Recording recording = sat::capture::Recording::open(file);
        for (const std::string& warning : recording.warnings()) err << warning << '\n';
        return recording;
    } catch (const sat::capture::RecordingError& problem) {
        err << problem.what() << '\n';
        code = kExitDamagedRecording;
        return std::nullopt;
    }
}

sat::Scene loadRecordingFrame(const std::filesystem::path& file, std::uint64_t frame) {
    try {
        const sat::capture::Recording recording = sat::capture::Recording::open(file);
        if (frame >= recording.frameCount())
            throw sat::SceneLoadError(file.string(), {file.string() + ": --frame " + std::to_string(frame) +
                                                      ": the recording has " + std::to_string(recording.frameCount()) +
                                                      " frames (0 to " + std::to_string(recording.frameCount()) + " - 1)"});
        return sat::frameToScene(recording.frame(frame), file.string());
    } catch (const sat::capture::RecordingError& problem) {
        throw sat::SceneLoadError(file.string(), {problem.what()});
    }
}

int runExportFrameCommand(const ExportFrameRequest& request, std::ostream& out, std::ostream& err) {
    if (const std::string refusal = outputRefusal(request.output, {request.recording}, sat::isSatlabSceneFile(request.output),
                                                  request.force,
                                                  "exists and is not a SATlab scene; not overwritten (--force overwrites it)");
        !refusal.empty()) {
        err << request.output.string() << ": " << refusal << '\n';
        return 2;
    }
    int code = 0;
    const auto recording = openRecording(request.recording, err, code);
    if (!recording) return code;
    if (request.frame >= recording->frameCount()) {
        err << request.recording.string() << ": --frame " << request.frame << ": the recording has " << recording->frameCount()
            << " frames\n";
        return 2;
    }
    try {
        const sat::Scene scene = sat::frameToScene(recording->frame(request.frame), request.recording.string());
        sat::saveScene(scene, request.output);
        out << request.output.string() << ": frame " << request.frame << ", " << scene.shapes.size() << " shapes\n";
        return 0;
    } catch (const sat::capture::RecordingError& problem) {
        err << problem.what() << '\n';
        return kExitDamagedRecording;
    } catch (const sat::SceneLoadError& error) {
        err << error.what() << '\n';
        return 2;
    } catch (const sat::SceneSaveError& error) {
        err << request.output.string() << ": " << error.what() << '\n';
        return 2;
    }
}

} // namespace app
