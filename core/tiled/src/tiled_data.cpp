// SPDX-License-Identifier: MIT
// Tile layer data (CSV, base64, zlib/gzip), limits, file reading and
// external tilesets: the parts the TMX and JSON readers share.

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <iomanip>
#include <sstream>

#include <zlib.h>

#include "sat/input_file.hpp"
#include "tiled_model.hpp"

namespace sat {

TiledLoadError::TiledLoadError(const std::string& file, const std::string& path, const std::string& message)
    : SceneLoadError(file, {file + ": " + (path.empty() ? "" : path + ": ") + message}) {}

namespace tiled {

void fail(const std::string& file, const std::string& where, const std::string& message) {
    throw TiledLoadError(file, where, message);
}

std::vector<std::uint32_t> decodeCsv(std::string_view text, std::int64_t count, const std::string& file,
                                     const std::string& where) {
    std::vector<std::uint32_t> gids;
    gids.reserve(static_cast<std::size_t>(count));
    std::size_t i = 0;
    const auto isSpace = [](char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; };
    while (i < text.size()) {
        while (i < text.size() && isSpace(text[i])) ++i;
        if (i == text.size()) break;
        std::uint64_t value = 0;
        const std::size_t start = i;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
            value = value * 10 + static_cast<std::uint64_t>(text[i] - '0');
            if (value > 0xffffffffu) fail(file, where, "tile id out of range at value " + std::to_string(gids.size()));
            ++i;
        }
        if (i == start) fail(file, where, "CSV tile data: expected a number at value " + std::to_string(gids.size()));
        if (static_cast<std::int64_t>(gids.size()) == count) {
            fail(file, where, "CSV tile data has more than the " + std::to_string(count) + " tiles of the layer");
        }
        gids.push_back(static_cast<std::uint32_t>(value));
        while (i < text.size() && isSpace(text[i])) ++i;
        if (i < text.size()) {
            if (text[i] != ',') fail(file, where, "CSV tile data: expected ',' after value " + std::to_string(gids.size() - 1));
            ++i;
        }
    }
    if (static_cast<std::int64_t>(gids.size()) != count) {
        fail(file, where,
             "CSV tile data has " + std::to_string(gids.size()) + " tiles, the layer needs " + std::to_string(count));
    }
    return gids;
}

namespace {
int base64Value(char c) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
}

std::string decodeBase64(std::string_view text, const std::string& file, const std::string& where) {
    std::string bytes;
    std::uint32_t buffer = 0;
    int bits = 0;
    bool padding = false;
    for (const char c : text) {
        if (c == ' ' || c == '\n' || c == '\r' || c == '\t') continue;
        if (c == '=') {
            padding = true;
            continue;
        }
        const int value = base64Value(c);
        if (value < 0 || padding) fail(file, where, "base64 tile data contains an invalid character");
        buffer = (buffer << 6) | static_cast<std::uint32_t>(value);
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            bytes.push_back(static_cast<char>((buffer >> bits) & 0xffu));
        }
    }
    return bytes;
}

/// zlib or gzip (inflateInit2 with 15 + 32 detects either header). Stops
/// with an error once the output exceeds `limit`, so a small "zip bomb"
/// cannot allocate more than the layer needs.
std::string inflateBytes(const std::string& input, std::size_t limit, const std::string& file, const std::string& where) {
    z_stream stream{};
    if (inflateInit2(&stream, 15 + 32) != Z_OK) fail(file, where, "cannot start zlib decompression");
    stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(input.data()));
    stream.avail_in = static_cast<uInt>(input.size());
    std::string output;
    std::array<char, 16384> chunk{};
    int status = Z_OK;
    while (status == Z_OK) {
        stream.next_out = reinterpret_cast<Bytef*>(chunk.data());
        stream.avail_out = static_cast<uInt>(chunk.size());
        status = inflate(&stream, Z_NO_FLUSH);
        output.append(chunk.data(), chunk.size() - stream.avail_out);
        if (output.size() > limit) status = Z_BUF_ERROR;
        if (status == Z_OK && stream.avail_in == 0 && stream.avail_out != 0) status = Z_DATA_ERROR;
    }
    inflateEnd(&stream);
    if (output.size() > limit) fail(file, where, "compressed tile data is larger than the layer");
    if (status != Z_STREAM_END) fail(file, where, "compressed tile data is corrupt or truncated");
    return output;
}
} // namespace

std::vector<std::uint32_t> decodeBase64Tiles(std::string_view text, std::string_view compression, std::int64_t count,
                                             const std::string& file, const std::string& where) {
    const std::size_t expected = static_cast<std::size_t>(count) * 4;
    std::string bytes = decodeBase64(text, file, where);
    if (compression == "zlib" || compression == "gzip") {
        bytes = inflateBytes(bytes, expected, file, where);
    } else if (compression == "zstd") {
        fail(file, where, "zstd-compressed tile data is not supported (save the map with zlib, gzip or no compression)");
    } else if (!compression.empty()) {
        fail(file, where, "unknown tile data compression \"" + std::string(compression) + "\" (expected zlib or gzip)");
    }
    if (bytes.size() != expected) {
        fail(file, where,
             "tile data has " + std::to_string(bytes.size()) + " bytes, the layer needs " + std::to_string(expected) +
                 " (4 per tile)");
    }
    std::vector<std::uint32_t> gids(static_cast<std::size_t>(count));
    for (std::size_t i = 0; i < gids.size(); ++i) {
        const auto byte = [&](std::size_t k) { return static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[4 * i + k])); };
        gids[i] = byte(0) | (byte(1) << 8) | (byte(2) << 16) | (byte(3) << 24); // little-endian
    }
    return gids;
}

void checkCells(std::int64_t width, std::int64_t height, const std::string& file, const std::string& where,
                ReadContext& context) {
    if (width < 0 || height < 0) fail(file, where, "negative layer size " + std::to_string(width) + "x" + std::to_string(height));
    if (width > kMaxLayerCells || height > kMaxLayerCells || width * height > kMaxLayerCells) {
        fail(file, where,
             "layer of " + std::to_string(width) + "x" + std::to_string(height) + " tiles is larger than the limit of " +
                 std::to_string(kMaxLayerCells) + " tiles");
    }
    context.totalCells += width * height;
    if (context.totalCells > kMaxTotalCells) {
        fail(file, where, "the map has more than " + std::to_string(kMaxTotalCells) + " tiles in all its layers");
    }
}

double checkedCoordinate(double value, const std::string& file, const std::string& where) {
    if (!std::isfinite(value)) fail(file, where, "must be a finite number");
    if (std::abs(value) > kMaxPixelCoordinate) {
        std::ostringstream text;
        text << "absurd value " << value << " (limit: " << std::fixed << std::setprecision(0) << kMaxPixelCoordinate
             << " pixels)";
        fail(file, where, text.str());
    }
    return value;
}

double checkedRotation(double degrees, const std::string& file, const std::string& where) {
    if (!std::isfinite(degrees)) fail(file, where, "must be a finite number");
    if (std::abs(degrees) > kMaxRotationDegrees) {
        std::ostringstream text;
        text << "absurd rotation " << degrees << " degrees (limit: " << std::fixed << std::setprecision(0) << kMaxRotationDegrees
             << " degrees either way)";
        fail(file, where, text.str());
    }
    return degrees;
}

std::string validUtf8(std::string_view text) {
    std::string result;
    std::size_t i = 0;
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    while (i < text.size()) {
        const unsigned char lead = byte(i);
        // Sequence length and the allowed range of the second byte (RFC 3629, table 3-7 of Unicode).
        std::size_t length = 0;
        unsigned char low = 0x80, high = 0xBF;
        if (lead < 0x80) length = 1;
        else if (lead >= 0xC2 && lead <= 0xDF) length = 2;
        else if (lead == 0xE0) length = 3, low = 0xA0;
        else if ((lead >= 0xE1 && lead <= 0xEC) || lead == 0xEE || lead == 0xEF) length = 3;
        else if (lead == 0xED) length = 3, high = 0x9F;
        else if (lead == 0xF0) length = 4, low = 0x90;
        else if (lead >= 0xF1 && lead <= 0xF3) length = 4;
        else if (lead == 0xF4) length = 4, high = 0x8F;
        bool valid = length > 0 && i + length <= text.size();
        for (std::size_t k = 1; valid && k < length; ++k) {
            const unsigned char next = byte(i + k);
            valid = k == 1 ? next >= low && next <= high : next >= 0x80 && next <= 0xBF;
        }
        if (valid) {
            result.append(text.substr(i, length));
            i += length;
        } else {
            result += "\xEF\xBF\xBD";
            ++i;
        }
    }
    return result;
}

std::string readTextFile(const std::filesystem::path& path, const std::string& referrer, const std::string& where) {
    try {
        return readInputFile(path); // one open, counted against the input size limit
    } catch (const InputFileError& error) {
        if (referrer.empty()) fail(path.string(), "", error.reason());
        // "cannot open PATH: No such file or directory", "cannot open PATH: is a folder, not a file"
        const std::string_view reason = error.reason();
        const std::string_view cause = reason.starts_with("cannot open: ") ? reason.substr(13) : reason;
        fail(referrer, where, "cannot open " + path.string() + ": " + std::string(cause));
    }
}

bool isXmlDocument(std::string_view text, const std::string& name) {
    std::string extension = std::filesystem::path(name).extension().string();
    std::transform(extension.begin(), extension.end(), extension.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (extension == ".tmx" || extension == ".tsx") return true;
    if (extension == ".tmj" || extension == ".tsj") return false;
    const std::size_t first = text.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
    return first != std::string_view::npos && text[first] == '<';
}

Tileset loadExternalTileset(const std::string& source, std::uint32_t firstGid, const std::string& file, const std::string& where,
                            ReadContext& context) {
    if (source.empty()) fail(file, where, "tileset source is empty");
    const std::filesystem::path path = (context.directory / source).lexically_normal();
    const std::string name = path.string();
    if (std::find(context.openFiles.begin(), context.openFiles.end(), name) != context.openFiles.end()) {
        std::string chain;
        for (const std::string& open : context.openFiles) chain += open + " -> ";
        fail(file, where, "recursive tileset reference: " + chain + name);
    }
    if (static_cast<int>(context.openFiles.size()) >= kMaxTilesetDepth) {
        fail(file, where, "tileset references nest deeper than " + std::to_string(kMaxTilesetDepth) + " files");
    }
    const std::string text = readTextFile(path, file, where);
    ReadContext inner{path.parent_path(), context.openFiles, context.totalCells, context.work};
    inner.openFiles.push_back(name);
    Tileset tileset = isXmlDocument(text, name) ? readTsx(text, name, inner) : readTsj(text, name, inner);
    tileset.firstGid = firstGid;
    context.totalCells = inner.totalCells;
    context.work = inner.work;
    return tileset;
}

} // namespace tiled
} // namespace sat
