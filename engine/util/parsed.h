// SPDX-License-Identifier: GPL-3.0-or-later
// The result of parsing outside input: a value, or a message saying what is wrong and where.
#pragma once

#include <cassert>
#include <optional>
#include <string>
#include <utility>

namespace hasami {

struct ParseError {
    ParseError() = default;
    ParseError(std::string what, std::optional<std::size_t> at = std::nullopt)  // NOLINT: implicit
        : message(std::move(what)), offset(at) {}

    std::string message;  // what is wrong and where, ready to show to a user
    // Where in the text the problem is, when the parser knows (a character offset).
    std::optional<std::size_t> offset;
};

template <typename T>
class Parsed {
public:
    Parsed(T value) : value_(std::move(value)) {}           // NOLINT: implicit on purpose
    Parsed(ParseError error) : error_(std::move(error)) {}  // NOLINT: implicit on purpose

    explicit operator bool() const { return value_.has_value(); }
    bool ok() const { return value_.has_value(); }

    const T& value() const& {
        assert(ok());
        return *value_;
    }
    T&& value() && {
        assert(ok());
        return std::move(*value_);
    }
    const T& operator*() const& { return value(); }
    const T* operator->() const { return &value(); }

    // Empty when parsing succeeded.
    const std::string& error() const { return error_.message; }
    // Where in the text the problem is, when known.
    std::optional<std::size_t> errorOffset() const { return error_.offset; }
    // The whole error, to pass on.
    const ParseError& parseError() const { return error_; }

private:
    std::optional<T> value_;
    ParseError error_;
};

}  // namespace hasami
