/// `earshot completions bash|zsh|fish`: a completion script for the shell, made from every
/// command's declaration (``Command/all``), as argument-parser's `--generate-completion-script` is.
enum Completions {
    enum Shell: String, CaseIterable { case bash, zsh, fish }

    /// Every command, with the help's description of each (without its full stop).
    static var commands: [(name: String, about: String)] {
        Command.all.map { ($0.name, $0.abstract.hasSuffix(".") ? String($0.abstract.dropLast()) : $0.abstract) }
    }

    /// The commands with options and files of their own, and their help topics.
    static var optionCommands: [Command] { Command.withOptions }
    static var helpTopics: [String] { Command.all.filter(\.hasHelp).map(\.name) }

    /// `earshot completions <shell>`.
    static func run(_ arguments: [String]) throws -> Int32 {
        guard arguments.count == 1, let shell = Shell(rawValue: arguments[0]) else {
            if arguments.first == "--help" || arguments.first == "-h" {
                Terminal.write(Help.text(for: .completions) + "\n", what: "the help")
                return CommandLineTool.Exit.success
            }
            let found = arguments.isEmpty ? "none" : "'\(arguments.joined(separator: " "))'"
            throw UsageError("'earshot completions' takes one shell: bash, zsh or fish; found \(found).")
        }
        Terminal.write(script(for: shell), what: "the completion script")
        return CommandLineTool.Exit.success
    }

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
        // Each command's options, and the values after each of its options (`--format` is
        // listen's text or json, audit's text, json or sarif).
        for command in optionCommands {
            let options = command.options.flatMap(names)
            lines.append("        \(command.name))")
            lines.append("            opts=\"\(options.joined(separator: " "))\"")
            lines.append("            case \"$prev\" in")
            for option in command.options {
                let pattern = names(option).joined(separator: "|")
                switch (option.kind, option.completions) {
                case (.flag, _), (.optionalValue, nil): continue
                case (.value, nil): lines.append("                \(pattern)) return ;;")
                case (_, let values?) where values.isEmpty:
                    lines.append("                \(pattern)) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;")
                case (.optionalValue, let values?):
                    lines.append(
                        "                \(pattern)) COMPREPLY=($(compgen -W \"\(values.joined(separator: " "))\" -- \"$cur\")) ;;")
                case (_, let values?):
                    lines.append(
                        "                \(pattern)) COMPREPLY=($(compgen -W \"\(values.joined(separator: " "))\" -- \"$cur\")); return ;;")
                }
            }
            lines.append("            esac ;;")
        }
        lines += [
            "        help) COMPREPLY=($(compgen -W \"\(helpTopics.joined(separator: " "))\" -- \"$cur\")); return ;;",
            "        completions) COMPREPLY=($(compgen -W \"\(Shell.allCases.map(\.rawValue).joined(separator: " "))\" -- \"$cur\")); return ;;",
            "        *) return ;;",
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
            lines.append("        \(command.name))")
            lines.append("            _arguments \\")
            for option in command.options {
                let about = zshQuoted(about(option))
                let exclusive = option.alias.map { "(\($0) \(option.name))" } ?? ""
                let spec: String
                switch (option.kind, option.completions) {
                case (.flag, _): spec = "[\(about)]"
                case (.value(let placeholder), let values), (.optionalValue(let placeholder, _), let values):
                    let optional = { if case .optionalValue = option.kind { return ":" } else { return "" } }()
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
            "        help) _values 'command' \(helpTopics.joined(separator: " ")) ;;",
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
            lines.append(
                "complete -c earshot -n 'not __fish_seen_subcommand_from \(all)' -a \(command.name) -d \(fishQuoted(command.about))")
        }
        for command in optionCommands {
            let condition = "-n '__fish_seen_subcommand_from \(command.name)'"
            lines.append("complete -c earshot \(condition) -F")
            for option in command.options {
                var parts = ["complete -c earshot", condition]
                if let alias = option.alias, alias.count == 2 { parts.append("-s \(alias.dropFirst())") }
                parts.append("-l \(option.name.dropFirst(2))")
                if let values = option.completions {
                    if case .value = option.kind { parts.append("-r") }
                    parts.append(values.isEmpty ? "-F" : "-a \(fishQuoted(values.joined(separator: " ")))")
                } else if case .value = option.kind {
                    parts.append("-x")
                }
                parts.append("-d \(fishQuoted(about(option)))")
                lines.append(parts.joined(separator: " "))
            }
        }
        lines.append(
            "complete -c earshot -n '__fish_seen_subcommand_from help' -a \(fishQuoted(helpTopics.joined(separator: " ")))"
        )
        lines.append(
            "complete -c earshot -n '__fish_seen_subcommand_from completions' -a \(fishQuoted(Shell.allCases.map(\.rawValue).joined(separator: " ")))"
        )
        return lines.joined(separator: "\n") + "\n"
    }
}

extension Command {
    /// `earshot completions`.
    static let completions = Command(
        name: "completions", synopsis: "completions <shell>", abstract: "Print a completion script for bash, zsh or fish.",
        overview: "Print a completion script for the shell, made from the command line's options.",
        usage: "earshot completions <shell>",
        arguments: "  <shell>                 bash, zsh or fish.",
        sections: [
            """
            Load it for this shell, or save it where the shell looks for completions:
              bash   source <(earshot completions bash)
              zsh    earshot completions zsh > "${fpath[1]}/_earshot"
              fish   earshot completions fish > ~/.config/fish/completions/earshot.fish
            """
        ],
        body: .arguments(Completions.run))
}
