// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/database/game_database.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <system_error>
#include <variant>

#include "engine/database/wthor.h"
#include "engine/formats/game_file.h"
#include "engine/formats/ggf.h"
#include "engine/formats/notation.h"
#include "engine/game/result.h"
#include "engine/util/byte_order.h"
#include "engine/util/files.h"
#include "engine/util/numbers.h"
#include "engine/util/words.h"

namespace hasami {

namespace {

namespace fs = std::filesystem;

// The largest files read: a year of WTHOR takes under 1 MB, GGF archives tens of MB; a players'
// or tournaments' file a few hundred KB.
constexpr std::uintmax_t kMaxDatabaseFileBytes = std::uintmax_t(256) << 20;
constexpr std::uintmax_t kMaxNamesFileBytes = std::uintmax_t(16) << 20;

// Lower case for the letters of ASCII and of Latin-1 (in UTF-8: C3 80 to C3 9E, the
// multiplication sign aside), so that names match in any case.
std::string folded(std::string_view text) {
    std::string result(text);
    for (std::size_t i = 0; i < result.size(); ++i) {
        auto& c = reinterpret_cast<unsigned char&>(result[i]);
        if (c >= 'A' && c <= 'Z') {
            c = static_cast<unsigned char>(c - 'A' + 'a');
        } else if (c == 0xc3 && i + 1 < result.size()) {
            auto& next = reinterpret_cast<unsigned char&>(result[i + 1]);
            if (next >= 0x80 && next <= 0x9e && next != 0x97) next += 0x20;
            ++i;
        }
    }
    return result;
}

bool containsFolded(std::string_view text, const std::string& part) {
    return part.empty() || folded(text).find(folded(part)) != std::string::npos;
}

std::string lowerExtension(const fs::path& path) {
    return folded(path.extension().string());
}

std::string nameOrNumber(const std::vector<std::string>& names, int number) {
    if (number >= 0 && std::size_t(number) < names.size() && !names[std::size_t(number)].empty()) {
        return names[std::size_t(number)];
    }
    return std::to_string(number);
}

// What `message` of readFileBytes says after the file's name ("cannot read ... 'PATH': REASON"):
// the reason alone, the file being named by the problem.
std::string reasonOf(const std::string& message, const std::string& path) {
    const std::string named = "'" + path + "': ";
    const std::size_t at = message.find(named);
    return at == std::string::npos ? message : message.substr(at + named.size());
}

// The names a WTHOR file of `folder` takes from its WTHOR.JOU or WTHOR.TRN (`extension` "jou"
// or "trn"; as the Federation names them, or WTH.JOU and WTH.TRN, in any case); none when the
// folder has no such file or it is damaged (said in `problems`).
std::vector<std::string> namesIn(const fs::path& folder, const std::string& extension,
                                 std::size_t recordBytes, std::vector<DatabaseProblem>& problems) {
    std::error_code error;
    for (const fs::directory_entry& entry : fs::directory_iterator(folder, error)) {
        const std::string name = folded(entry.path().filename().string());
        if (name != "wthor." + extension && name != "wth." + extension) continue;
        const std::string path = entry.path().string();
        const Parsed<std::vector<char>> bytes =
            readFileBytes(path, "the names", kMaxNamesFileBytes);
        if (!bytes) {
            problems.push_back(
                {DatabaseProblem::Kind::NamesDamaged, path, reasonOf(bytes.error(), path)});
            return {};
        }
        auto names = readWthorNames(std::string_view(bytes->data(), bytes->size()), recordBytes);
        if (const auto* fault = std::get_if<WthorFault>(&names)) {
            problems.push_back(
                {DatabaseProblem::Kind::NamesDamaged, path, fault->text(), 0, *fault});
            return {};
        }
        return std::get<std::vector<std::string>>(std::move(names));
    }
    return {};
}

// Black's margin from a record's result (engine/game/result.h), nullopt when it gives none.
std::optional<int> marginOf(std::string_view result) {
    const std::optional<GameResult> parsed = GameResult::parse(result);
    return parsed ? std::optional<int>(parsed->blackMargin) : std::nullopt;
}

// The year a date starts with ("2024-05-01", "1998"); 0 for none.
int yearOf(std::string_view date) {
    if (date.size() < 4) return 0;
    return int(parseInteger(date.substr(0, 4), 1, 9999).value_or(0));
}

// The game's moves from the start of its main line, forced passes left out; nullopt when it
// does not start from the 8x8 start position.
std::optional<std::vector<Square>> mainLineOf(const Game& game) {
    if (!(game.start() == Position::initial(8))) return std::nullopt;
    std::vector<Square> moves = game.mainLineMoves();
    std::erase(moves, kPass);
    return moves;
}

// Most games first, then by the move's name.
void sortMoves(std::vector<MoveCount>& moves) {
    std::sort(moves.begin(), moves.end(), [](const MoveCount& a, const MoveCount& b) {
        return a.games != b.games ? a.games > b.games : squareName(a.move) < squareName(b.move);
    });
}

// The position after the first `count` moves of `moves`, with a pass the position calls for
// played after each.
Position replay(const std::vector<Square>& moves, std::size_t count) {
    Position position = Position::initial(8);
    if (position.mustPass()) position = position.pass();
    for (std::size_t i = 0; i < count; ++i) {
        position = position.play(moves[i]);
        if (position.mustPass()) position = position.pass();
    }
    return position;
}

}  // namespace

bool DatabaseFilter::admits(const DatabaseGame& game) const {
    if (from && (game.year == 0 || game.year < *from)) return false;
    if (to && (game.year == 0 || game.year > *to)) return false;
    if (!containsFolded(game.tournament, tournament)) return false;
    return player.empty() || containsFolded(game.black, player) ||
           containsFolded(game.white, player);
}

void GameDatabase::add(DatabaseGame game) {
    index_.reset();
    lastFilter_.reset();
    Position position = Position::initial(8);
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        if (position.mustPass()) position = position.pass();
        if (game.moves[i] == kPass || !position.isLegal(game.moves[i])) {
            game.moves.resize(i);
            ++cutGames_;
            break;
        }
        position = position.play(game.moves[i]);
    }
    // The game's identity: its players (a WTHOR game's by their numbers, which a copy of its
    // file in a folder without the names keeps), year and moves, each apart from the next. A
    // game without players' names has none: two such games may be two games.
    if (game.playerNumbers || !game.black.empty() || !game.white.empty()) {
        std::string key = game.playerNumbers ? '#' + std::to_string(game.playerNumbers->first) +
                                                   '\n' + std::to_string(game.playerNumbers->second)
                                             : game.black + '\n' + game.white;
        key += '\n' + std::to_string(game.year) + '\n';
        for (const Square move : game.moves) key += char(move);
        if (!added_.insert(std::move(key)).second) {
            ++duplicateGames_;
            return;
        }
    }
    games_.push_back(std::move(game));
}

std::vector<DatabaseProblem> GameDatabase::notes() const {
    std::vector<DatabaseProblem> notes;
    if (cutGames_ > 0) {
        notes.push_back({DatabaseProblem::Kind::IllegalMoves, {}, {}, std::size_t(cutGames_)});
    }
    if (duplicateGames_ > 0) {
        notes.push_back({DatabaseProblem::Kind::Duplicates, {}, {}, std::size_t(duplicateGames_)});
    }
    return notes;
}

void GameDatabase::add(const std::string& path, std::vector<DatabaseProblem>& problems) {
    for (const std::string& file : filesOf(path, problems)) addFile(file, problems);
}

std::vector<std::string> GameDatabase::filesOf(const std::string& path,
                                               std::vector<DatabaseProblem>& problems) {
    std::error_code error;
    if (!fs::is_directory(path, error)) return {path};
    std::vector<fs::path> files;
    for (const fs::directory_entry& entry : fs::directory_iterator(path, error)) {
        const std::string extension = lowerExtension(entry.path());
        if (extension == ".zip") {
            problems.push_back({DatabaseProblem::Kind::ZipFile, entry.path().string(), {}});
        }
        if (extension == ".wtb" || extension == ".ggf" || extension == ".txt") {
            files.push_back(entry.path());
        }
    }
    if (error) {
        problems.push_back({DatabaseProblem::Kind::FolderUnreadable, path, error.message()});
    } else if (files.empty()) {
        problems.push_back({DatabaseProblem::Kind::NoGameFiles, path, {}});
    }
    std::sort(files.begin(), files.end());
    std::vector<std::string> names;
    names.reserve(files.size());
    for (const fs::path& file : files) names.push_back(file.string());
    return names;
}

const std::string& GameDatabase::fileOf(const DatabaseGame& game) const {
    return game.file < files_.size() ? files_[game.file] : files_.front();
}

void GameDatabase::addFile(const std::string& path, std::vector<DatabaseProblem>& problems) {
    const std::size_t before = games_.size();
    readFile(path, problems);
    if (games_.size() == before) return;
    files_.push_back(path);
    for (std::size_t game = before; game < games_.size(); ++game) {
        games_[game].file = std::uint32_t(files_.size() - 1);
    }
}

void GameDatabase::readFile(const std::string& path, std::vector<DatabaseProblem>& problems) {
    const Parsed<std::vector<char>> bytes = readFileBytes(path, "the games", kMaxDatabaseFileBytes);
    if (!bytes) {
        problems.push_back(
            {DatabaseProblem::Kind::Unreadable, path, reasonOf(bytes.error(), path)});
        return;
    }
    const std::string_view content(bytes->data(), bytes->size());
    if (lowerExtension(path) == ".wtb") {
        addWthor(path, content, problems);
    } else if (looksLikeGgf(withoutByteOrderMark(content))) {
        addGgf(path, withoutByteOrderMark(content), problems);
    } else {
        addGameFile(path, withoutByteOrderMark(content), problems);
    }
}

void GameDatabase::addWthor(const std::string& path, std::string_view bytes,
                            std::vector<DatabaseProblem>& problems) {
    const std::variant<WthorGames, WthorFault> read = readWthorGames(bytes);
    if (const auto* fault = std::get_if<WthorFault>(&read)) {
        problems.push_back({DatabaseProblem::Kind::Damaged, path, fault->text(), 0, *fault});
        return;
    }
    const WthorGames* file = &std::get<WthorGames>(read);
    const fs::path folder =
        fs::path(path).parent_path().empty() ? fs::path(".") : fs::path(path).parent_path();
    const std::vector<std::string> players = namesIn(folder, "jou", kWthorPlayerBytes, problems);
    const std::vector<std::string> tournaments =
        namesIn(folder, "trn", kWthorTournamentBytes, problems);
    for (const WthorGame& record : file->games) {
        DatabaseGame game;
        game.black = nameOrNumber(players, record.black);
        game.white = nameOrNumber(players, record.white);
        game.tournament = nameOrNumber(tournaments, record.tournament);
        game.year = file->year;
        game.blackMargin = 2 * record.blackDiscs - 64;
        game.moves = record.moves;
        game.playerNumbers = std::pair(record.black, record.white);
        add(std::move(game));
    }
}

void GameDatabase::addGgf(const std::string& path, std::string_view text,
                          std::vector<DatabaseProblem>& problems) {
    const Parsed<std::vector<GgfGame>> games = parseGgfGames(text);
    if (!games) {
        problems.push_back({DatabaseProblem::Kind::Damaged, path, games.error()});
        return;
    }
    int otherStarts = 0;
    for (const GgfGame& ggf : *games) {
        std::optional<std::vector<Square>> moves = mainLineOf(ggf.game);
        if (!moves) {
            ++otherStarts;
            continue;
        }
        DatabaseGame game;
        game.black = ggf.black;
        game.white = ggf.white;
        game.tournament = ggf.place;
        game.year = yearOf(ggf.date);
        game.blackMargin = marginOf(ggf.result);
        game.moves = std::move(*moves);
        add(std::move(game));
    }
    if (otherStarts > 0) {
        problems.push_back(
            {DatabaseProblem::Kind::OtherStarts, path, {}, std::size_t(otherStarts)});
    }
}

void GameDatabase::addGameFile(const std::string& path, std::string_view text,
                               std::vector<DatabaseProblem>& problems) {
    const Parsed<GameFile> file = readGameFile(text);
    if (!file) {
        problems.push_back({DatabaseProblem::Kind::NotAGameFile, path, file.error()});
        return;
    }
    std::optional<std::vector<Square>> moves = mainLineOf(file->game);
    if (!moves) {
        problems.push_back({DatabaseProblem::Kind::NotFromStart, path, {}});
        return;
    }
    DatabaseGame game;
    const GameDetails& details = file->game.details();
    game.black = details.black;
    game.white = details.white;
    game.tournament = details.event.empty() ? details.place : details.event;
    game.year = yearOf(details.date);
    const Position end = replay(*moves, moves->size());
    if (end.isGameOver()) {
        game.blackMargin = end.sideToMove() == Color::Black ? end.finalScore() : -end.finalScore();
    } else {
        game.blackMargin =
            details.result ? std::optional<int>(details.result->blackMargin) : std::nullopt;
    }
    game.moves = std::move(*moves);
    add(std::move(game));
}

std::uint64_t GameDatabase::stamp() const {
    std::vector<char> moves;
    std::uint64_t stamp = games_.size();
    for (const DatabaseGame& game : games_) {
        moves.clear();
        for (Square move : game.moves) moves.push_back(char(move));
        moves.push_back(char(kNoSquare));
        stamp = stamp * kChecksumPrime ^ checksumOf(moves);
    }
    return stamp;
}

void GameDatabase::buildIndex(
    const std::string& cacheFolder, std::vector<DatabaseProblem>& problems,
    const std::function<void(std::size_t done, std::size_t total)>& progress) {
    const std::uint64_t made = stamp();
    char name[40];
    std::snprintf(name, sizeof name, "positions-%016llx.index",
                  static_cast<unsigned long long>(made));
    const fs::path file = fs::path(cacheFolder) / name;
    if (!cacheFolder.empty()) {
        if (std::optional<PositionIndex> kept = PositionIndex::load(file.string(), made)) {
            index_ = std::move(kept);
            return;
        }
    }
    if (games_.size() > PositionIndex::kMaxGames) {
        problems.push_back(
            {DatabaseProblem::Kind::TooManyGames, {}, {}, std::size_t(PositionIndex::kMaxGames)});
    }
    index_ = madeIndex(progress);
    if (cacheFolder.empty()) return;
    std::error_code error;
    fs::create_directories(cacheFolder, error);
    std::string problem;
    if (!index_->save(file.string(), made, &problem)) {
        problems.push_back({DatabaseProblem::Kind::IndexNotKept, file.string(), problem});
        return;
    }
    // Other databases' indexes stay, the three used last.
    std::vector<std::pair<fs::file_time_type, fs::path>> kept;
    for (const fs::directory_entry& entry : fs::directory_iterator(cacheFolder, error)) {
        const std::string other = entry.path().filename().string();
        if (other.starts_with("positions-") && other.ends_with(".index")) {
            kept.emplace_back(entry.last_write_time(error), entry.path());
        }
    }
    std::sort(kept.begin(), kept.end(), std::greater<>());
    for (std::size_t i = 3; i < kept.size(); ++i) fs::remove(kept[i].second, error);
}

PositionIndex GameDatabase::madeIndex(
    const std::function<void(std::size_t done, std::size_t total)>& progress) const {
    PositionIndex index;
    std::size_t positions = 0;
    for (const DatabaseGame& game : games_) positions += game.moves.size() + 1;
    index.reserve(positions);
    const std::size_t total = std::min<std::size_t>(games_.size(), PositionIndex::kMaxGames);
    // The games are indexed, then their positions sorted: the sorting counts as a tenth.
    const std::size_t steps = total + total / 10;
    constexpr std::size_t kReportEvery = 1000;
    for (std::size_t game = 0; game < total; ++game) {
        index.addGame(std::uint32_t(game), games_[game].moves);
        if (progress && game % kReportEvery == 0) progress(game, steps);
    }
    index.finish();
    if (progress) progress(steps, steps);
    return index;
}

const std::vector<bool>& GameDatabase::admittedBy(const DatabaseFilter& filter) const {
    if (!lastFilter_ || !(*lastFilter_ == filter)) {
        admitted_.assign(games_.size(), true);
        for (std::size_t game = 0; game < games_.size(); ++game) {
            admitted_[game] = filter.admits(games_[game]);
        }
        lastFilter_ = filter;
    }
    return admitted_;
}

std::vector<GameReach> GameDatabase::gamesAt(const Position& position, const DatabaseFilter& filter,
                                             bool symmetric) const {
    std::vector<GameReach> reached;
    if (position.size() != 8) return reached;
    if (!index_) index_ = madeIndex();
    const std::vector<bool>& admitted = admittedBy(filter);
    index_->forEachReaching(
        position.mustPass() ? position.pass() : position, symmetric,
        [this](std::uint32_t game) -> const std::vector<Square>& { return games_[game].moves; },
        [&](std::uint32_t game, int ply, Square /*next*/, int symmetry) {
            if (admitted[game]) reached.push_back({game, ply, symmetry});
        });
    std::sort(reached.begin(), reached.end(),
              [](const GameReach& a, const GameReach& b) { return a.game < b.game; });
    return reached;
}

PositionCount GameDatabase::countAt(const Position& position, const DatabaseFilter& filter,
                                    bool symmetric) const {
    PositionCount count;
    if (position.size() != 8) return count;
    if (!index_) index_ = madeIndex();
    const Position reached = position.mustPass() ? position.pass() : position;
    const std::vector<bool>& admitted = admittedBy(filter);
    std::array<MoveCount, kGridSquares> moves{};
    index_->forEachReaching(
        reached, symmetric,
        [this](std::uint32_t game) -> const std::vector<Square>& { return games_[game].moves; },
        [&](std::uint32_t game, int /*ply*/, Square next, int /*symmetry*/) {
            if (!admitted[game]) return;
            ++count.games;
            if (next == kNoSquare) return;
            MoveCount& move = moves[std::size_t(next)];
            move.move = next;
            ++move.games;
            const std::optional<int>& margin = games_[game].blackMargin;
            if (!margin) return;
            if (*margin > 0) ++move.blackWins;
            if (*margin == 0) ++move.draws;
            if (*margin < 0) ++move.whiteWins;
        });
    for (const MoveCount& move : moves) {
        if (move.games > 0) count.moves.push_back(move);
    }
    sortMoves(count.moves);
    return count;
}

PositionCount combinedCount(const PositionCount& first, const PositionCount& second) {
    PositionCount count = first;
    count.games += second.games;
    for (const MoveCount& move : second.moves) {
        const auto same = std::find_if(count.moves.begin(), count.moves.end(),
                                       [&](const MoveCount& m) { return m.move == move.move; });
        if (same == count.moves.end()) {
            count.moves.push_back(move);
            continue;
        }
        same->games += move.games;
        same->blackWins += move.blackWins;
        same->draws += move.draws;
        same->whiteWins += move.whiteWins;
    }
    sortMoves(count.moves);
    return count;
}

}  // namespace hasami
