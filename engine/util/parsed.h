// SPDX-License-Identifier: GPL-3.0-or-later
// The result of parsing outside input: a value, or a message saying what is wrong and where.
#pragma once

#include <cassert>
#include <optional>
#include <string>
#include <utility>

namespace hasami {

struct ParseError {
    std::string message;  // what is wrong and where, ready to show to a user
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

private:
    std::optional<T> value_;
    ParseError error_;
};

}  // namespace hasami
