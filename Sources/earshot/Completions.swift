/// `earshot completions bash|zsh|fish`: a completion script for the shell, made from the
/// option table (``Option/all``), as argument-parser's `--generate-completion-script` is.
enum Completions {
    enum Shell: String, CaseIterable { case bash, zsh, fish }

    /// The top-level commands, with the help's description of each.
    static let commands: [(name: String, about: String)] = [
        ("listen", "Print the transcript of a screen or scenario"),
        ("test", "Run scenarios and compare what is heard with what they expect"),
        ("dump", "Draw VoiceOver's element list of a screen as a tree"),
        ("voices", "List VoiceOver's languages and how their phrases are known"),
        ("report", "Write one HTML page: wireframe and focus order, transcript, audio, time line"),
        ("help", "Show help for a command"),
        ("completions", "Print a shell completion script"),
    ]

    static let optionCommands: [Options.Command] = [.listen, .test, .dump, .voices, .report]

    static func script(for shell: Shell) -> String {
        switch shell {
        case .bash: return bash()
        case .zsh: return zsh()
        case .fish: return fish()
        }
    }

    /// An option's one-line description for a menu.
    static func about(_ option: Option) -> String {
        String(option.help.split(separator: "\n").first ?? "")
    }

    static func names(_ option: Option) -> [String] { [option.alias, option.name].compactMap { $0 } }

    // MARK: bash

    static func bash() -> String {
        var lines = [
            "# earshot completion for bash; made by 'earshot completions bash'.",
            "# Load it with: source <(earshot completions bash)",
            "_earshot() {",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\" opts",
            "    COMPREPLY=()",
            "    if [[ $COMP_CWORD -eq 1 ]]; then",
            "        COMPREPLY=($(compgen -W \"\(commands.map(\.name).joined(separator: " ")) --help --version\" -- \"$cur\"))",
            "        return",
            "    fi",
            "    case \"${COMP_WORDS[1]}\" in",
        ]
        for command in optionCommands {
            let options = Option.all.filter { $0.commands.contains(command) }.flatMap(names)
            lines.append("        \(command.rawValue)) opts=\"\(options.joined(separator: " "))\" ;;")
        }
        lines += [
            "        help) COMPREPLY=($(compgen -W \"\(optionCommands.map(\.rawValue).joined(separator: " ")) completions\" -- \"$cur\")); return ;;",
            "        completions) COMPREPLY=($(compgen -W \"\(Shell.allCases.map(\.rawValue).joined(separator: " "))\" -- \"$cur\")); return ;;",
            "        *) return ;;",
            "    esac",
            "    case \"$prev\" in",
        ]
        for option in Option.all {
            guard let values = option.completions else { continue }
            let pattern = names(option).joined(separator: "|")
            if values.isEmpty {
                lines.append("        \(pattern)) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;")
            } else if case .optionalValue = option.action {
                lines.append("        \(pattern)) COMPREPLY=($(compgen -W \"\(values.joined(separator: " "))\" -- \"$cur\")) ;;")
            } else {
                lines.append("        \(pattern)) COMPREPLY=($(compgen -W \"\(values.joined(separator: " "))\" -- \"$cur\")); return ;;")
            }
        }
        for option in Option.all where option.completions == nil {
            if case .value = option.action { lines.append("        \(names(option).joined(separator: "|"))) return ;;") }
        }
        lines += [
            "    esac",
            "    if [[ \"$cur\" == -* ]]; then",
            "        COMPREPLY+=($(compgen -W \"$opts\" -- \"$cur\"))",
            "    else",
            "        COMPREPLY+=($(compgen -f -- \"$cur\"))",
            "    fi",
            "}",
            "complete -o filenames -F _earshot earshot",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: zsh

    /// Text inside a single-quoted zsh word, where `[`, `]` and `:` are also special to `_arguments`.
    static func zshQuoted(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "'": result += "'\\''"
            case "[", "]", ":", "\\": result += "\\" + String(character)
            default: result.append(character)
            }
        }
        return result
    }

    static func zsh() -> String {
        var lines = [
            "#compdef earshot",
            "# earshot completion for zsh; made by 'earshot completions zsh'.",
            "# Save it as _earshot in a folder of $fpath, or: source <(earshot completions zsh)",
            "_earshot() {",
            "    local -a commands",
            "    commands=(",
        ]
        lines += commands.map { "        '\($0.name):\(zshQuoted($0.about))'" }
        lines += [
            "    )",
            "    if (( CURRENT == 2 )); then",
            "        _describe 'command' commands",
            "        return",
            "    fi",
            "    case $words[2] in",
        ]
        for command in optionCommands {
            lines.append("        \(command.rawValue))")
            lines.append("            _arguments \\")
            for option in Option.all where option.commands.contains(command) {
                let about = zshQuoted(about(option))
                let exclusive = option.alias.map { "(\($0) \(option.name))" } ?? ""
                let spec: String
                switch (option.action, option.completions) {
                case (.flag, _): spec = "[\(about)]"
                case (.value(let placeholder, _), let values), (.optionalValue(let placeholder, _, _), let values):
                    let optional = { if case .optionalValue = option.action { return ":" } else { return "" } }()
                    let action = values.map { $0.isEmpty ? "_files" : "(\($0.joined(separator: " ")))" } ?? " "
                    spec = "=[\(about)]:\(optional)\(zshQuoted(String(placeholder.dropFirst().dropLast()))):\(action)"
                }
                let forms = option.alias.map { "{\($0),\(option.name)}" }
                if let forms {
                    lines.append("                '\(exclusive)'\(forms)'\(spec)' \\")
                } else {
                    lines.append("                '\(option.name)\(spec)' \\")
                }
            }
            lines.append("                '*:file:_files'")
            lines.append("            ;;")
        }
        lines += [
            "        help) _values 'command' \(optionCommands.map(\.rawValue).joined(separator: " ")) completions ;;",
            "        completions) _values 'shell' \(Shell.allCases.map(\.rawValue).joined(separator: " ")) ;;",
            "    esac",
            "}",
            "if [[ $zsh_eval_context[-1] == loadautofunc ]]; then",
            "    _earshot \"$@\"",
            "else",
            "    compdef _earshot earshot",
            "fi",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: fish

    static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    static func fish() -> String {
        var lines = [
            "# earshot completion for fish; made by 'earshot completions fish'.",
            "# Save it as ~/.config/fish/completions/earshot.fish, or: earshot completions fish | source",
            "complete -c earshot -f",
        ]
        let all = commands.map(\.name).joined(separator: " ")
        for command in commands {
            lines.append("complete -c earshot -n 'not __fish_seen_subcommand_from \(all)' -a \(command.name) -d \(fishQuoted(command.about))")
        }
        for command in optionCommands {
            let condition = "-n '__fish_seen_subcommand_from \(command.rawValue)'"
            lines.append("complete -c earshot \(condition) -F")
            for option in Option.all where option.commands.contains(command) {
                var parts = ["complete -c earshot", condition]
                if let alias = option.alias, alias.count == 2 { parts.append("-s \(alias.dropFirst())") }
                parts.append("-l \(option.name.dropFirst(2))")
                if let values = option.completions {
                    if case .value = option.action { parts.append("-r") }
                    parts.append(values.isEmpty ? "-F" : "-a \(fishQuoted(values.joined(separator: " ")))")
                } else if case .value = option.action {
                    parts.append("-x")
                }
                parts.append("-d \(fishQuoted(about(option)))")
                lines.append(parts.joined(separator: " "))
            }
        }
        lines.append(
            "complete -c earshot -n '__fish_seen_subcommand_from help' -a \(fishQuoted(optionCommands.map(\.rawValue).joined(separator: " ") + " completions"))"
        )
        lines.append("complete -c earshot -n '__fish_seen_subcommand_from completions' -a \(fishQuoted(Shell.allCases.map(\.rawValue).joined(separator: " ")))")
        return lines.joined(separator: "\n") + "\n"
    }
}
