// SPDX-License-Identifier: MIT
// A watched file: its stamp (size, modification time) polled against the known one.
#include "ui/model/watched_file.hpp"

#include "sat/input_file.hpp"

#include <string>
#include <system_error>
#include <utility>

namespace ui {

FileStamp stampOf(const std::filesystem::path& file) {
    FileStamp stamp;
    std::error_code error;
    const std::uintmax_t size = std::filesystem::file_size(file, error);
    if (error) return stamp;
    const std::filesystem::file_time_type modified = std::filesystem::last_write_time(file, error);
    if (error) return stamp;
    stamp.exists = true;
    stamp.size = size;
    stamp.modified = modified;
    return stamp;
}

namespace {

/// The quoted text that starts at `at` (after optional blanks and an opening '"'); empty when there is none.
std::string tilesetQuotedAt(const std::string& text, std::size_t at) {
    while (at < text.size() && (text[at] == ' ' || text[at] == '\t' || text[at] == '\n' || text[at] == '\r')) ++at;
    if (at >= text.size() || text[at] != '"') return {};
    const std::size_t end = text.find('"', at + 1);
    return end == std::string::npos ? std::string{} : text.substr(at + 1, end - at - 1);
}

/// `source="X"` inside each `<tileset ...>` start tag of a .tmx.
std::vector<std::string> tmxTilesetSources(const std::string& text) {
    std::vector<std::string> sources;
    for (std::size_t at = text.find("<tileset"); at != std::string::npos; at = text.find("<tileset", at + 1)) {
        const std::size_t tagEnd = text.find('>', at);
        const std::size_t source = text.find("source", at);
        if (source == std::string::npos || source > tagEnd) continue;
        const std::size_t equals = text.find('=', source);
        if (equals != std::string::npos && equals < tagEnd) sources.push_back(tilesetQuotedAt(text, equals + 1));
    }
    return sources;
}

/// Every `"source": "X"` of a .tmj (a map's only "source" keys are its tilesets').
std::vector<std::string> tmjTilesetSources(const std::string& text) {
    std::vector<std::string> sources;
    for (std::size_t at = text.find("\"source\""); at != std::string::npos; at = text.find("\"source\"", at + 1)) {
        const std::size_t colon = text.find_first_not_of(" \t\r\n", at + 8);
        if (colon == std::string::npos || text[colon] != ':') continue;
        std::string source = tilesetQuotedAt(text, colon + 1);
        for (std::size_t slash = source.find("\\/"); slash != std::string::npos; slash = source.find("\\/", slash))
            source.erase(slash, 1); // JSON may write "/" as "\/"
        sources.push_back(std::move(source));
    }
    return sources;
}

} // namespace

std::vector<std::filesystem::path> tiledMapDependencies(const std::filesystem::path& map) {
    std::string text;
    try {
        text = sat::readInputFile(map);
    } catch (const std::exception&) {
        return {};
    }
    const bool xml = text.find_first_not_of(" \t\r\n\xEF\xBB\xBF") != std::string::npos &&
                     text[text.find_first_not_of(" \t\r\n\xEF\xBB\xBF")] == '<';
    std::vector<std::filesystem::path> files;
    for (const std::string& source : xml ? tmxTilesetSources(text) : tmjTilesetSources(text))
        if (!source.empty()) files.push_back(map.parent_path() / source);
    return files;
}

void WatchedFile::watch(std::filesystem::path file, std::vector<std::filesystem::path> dependencies) {
    file_ = std::move(file);
    dependencies_ = std::move(dependencies);
    known_ = stamps();
}

void WatchedFile::clear() {
    file_.clear();
    dependencies_.clear();
    known_.clear();
}

std::vector<FileStamp> WatchedFile::stamps() const {
    std::vector<FileStamp> result{stampOf(file_)};
    for (const std::filesystem::path& dependency : dependencies_) result.push_back(stampOf(dependency));
    return result;
}

bool WatchedFile::poll(double now) {
    if (file_.empty() || now < nextPoll_) return false;
    nextPoll_ = now + kPollSeconds;
    std::vector<FileStamp> current = stamps();
    // Mid-replacement (removed, not yet renamed into place): wait for the file to be back.
    if (!current.front().exists) return false;
    if (current == known_) return false;
    known_ = std::move(current);
    return true;
}

} // namespace ui
