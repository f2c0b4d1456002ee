#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Runs clang-tidy over the product's sources a few files at a time, as the clang_tidy test.

Most of clang-tidy's time on a file goes to the headers it includes (Qt's above all): parsing
them, and its checks visiting every declaration in them. Sources built with the same flags
are therefore read in groups: a small file in the build tree includes a group's sources one
after another, and clang-tidy reads it once, reporting what it finds in any of them (the
sources are matched by the header filter, and the .clang-tidy of the repository is the one
read). A group that does not compile as one file (two sources defining the same name in
their anonymous namespaces) is read again a source at a time, so that nothing goes unchecked.

    clang_tidy_grouped.py --clang-tidy EXE --build DIR --config FILE --files REGEX
                          --header-filter REGEX [--group N] [--jobs N]

Exits 1, printing clang-tidy's findings, when any run reports one (the configuration makes
every warning an error) or fails.
"""
import argparse
import concurrent.futures
import json
import os
import re
import shlex
import subprocess
import sys

# Flags that name the object and dependency files, different for each source of a target.
PER_SOURCE_FLAGS = {"-o", "-MT", "-MF", "-MQ"}


def without_precompiled_headers(words):
    """A command without the precompiled header the build includes first: clang-tidy cannot read
    GCC's, and each source is to be read with the includes it has itself."""
    kept = []
    index = 0
    while index < len(words):
        word = words[index]
        if word == "-Winvalid-pch":
            index += 1
        elif word == "-include" and words[index + 1].endswith("cmake_pch.hxx"):
            index += 2
        elif (word == "-Xclang" and index + 3 < len(words)
              and words[index + 1] in ("-include-pch", "-include")
              and "cmake_pch" in words[index + 3]):
            index += 4
        else:
            kept.append(word)
            index += 1
    return kept


def flags_of(entry):
    """The compiler command of an entry without its source, its per-source outputs and its
    precompiled header."""
    words = entry["arguments"] if "arguments" in entry else shlex.split(entry["command"])
    kept = []
    skip = False
    for word in words:
        if skip:
            skip = False
            continue
        if word in PER_SOURCE_FLAGS or word == "-c":
            skip = True
            continue
        kept.append(word)
    return tuple(without_precompiled_headers(kept))


def run(command):
    done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          universal_newlines=True, check=False)
    return done.returncode, done.stdout


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clang-tidy", required=True)
    parser.add_argument("--build", required=True, help="the folder of compile_commands.json")
    parser.add_argument("--config", required=True, help="the .clang-tidy file")
    parser.add_argument("--files", required=True, help="the sources to check (a regex)")
    parser.add_argument("--header-filter", required=True)
    parser.add_argument("--group", type=int, default=8)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    options = parser.parse_args()
    options.build = os.path.abspath(options.build)

    with open(os.path.join(options.build, "compile_commands.json"), encoding="utf-8") as file:
        entries = json.load(file)
    wanted = re.compile(options.files)
    groups = {}  # by flags: [(source, directory)]
    seen = set()
    for entry in entries:
        source = os.path.normpath(os.path.join(entry["directory"], entry["file"]))
        if not wanted.search(source) or source in seen:
            continue
        seen.add(source)
        groups.setdefault((entry["directory"], flags_of(entry)), []).append(source)

    folder = os.path.join(options.build, "clang-tidy-groups")
    os.makedirs(folder, exist_ok=True)
    database = []
    jobs = []  # (grouped file, its sources)
    for index, ((directory, flags), sources) in enumerate(sorted(groups.items())):
        sources.sort()
        for start in range(0, len(sources), options.group):
            part = sources[start:start + options.group]
            name = os.path.join(folder, "group_%d_%d.cpp" % (index, start // options.group))
            text = "".join('#include "%s"  // NOLINT(bugprone-suspicious-include)\n' % source
                           for source in part)
            with open(name, "w", encoding="utf-8") as file:
                file.write(text)
            database.append({"directory": directory, "file": name,
                             "arguments": list(flags) + ["-c", name]})
            jobs.append((name, part))
    with open(os.path.join(folder, "compile_commands.json"), "w", encoding="utf-8") as file:
        json.dump(database, file, indent=1)
    # Each source on its own, for a group whose sources cannot be read together.
    alone = os.path.join(folder, "alone")
    os.makedirs(alone, exist_ok=True)
    with open(os.path.join(alone, "compile_commands.json"), "w", encoding="utf-8") as file:
        json.dump([{"directory": directory, "file": source, "arguments": list(flags) + ["-c", source]}
                   for (directory, flags), sources in sorted(groups.items()) for source in sources],
                  file, indent=1)

    tidy = [options.clang_tidy, "--quiet", "--config-file=" + options.config]

    def check(job):
        name, part = job
        code, output = run(tidy + ["-p", folder, "--header-filter=" + options.header_filter, name])
        if code == 0 or "[clang-diagnostic-error]" not in output or len(part) == 1:
            return [(name, part, code, output)]
        # Not one file: each source on its own, with the header filter of the configuration.
        clash = next(line for line in output.splitlines() if "[clang-diagnostic-error]" in line)
        print("read one by one (%s): %s" % (clash, " ".join(part)), flush=True)
        return [(source, [source]) + run(tidy + ["-p", alone, source])
                for source in part]

    failed = False
    with concurrent.futures.ThreadPoolExecutor(max_workers=options.jobs) as pool:
        for results in pool.map(check, jobs):
            for name, part, code, output in results:
                if code != 0:
                    failed = True
                    print("clang-tidy found problems in: " + " ".join(part))
                    print(output)
                elif len(part) > 1:
                    print("checked together: " + " ".join(os.path.relpath(s) for s in part))
                else:
                    print("checked: " + part[0])
    print("%d sources in %d groups" % (len(seen), len(jobs)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
