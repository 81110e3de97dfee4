import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyApp

/// `--help`, `--completions` and `--man` print the one flag table: every flag is in each, so none can drift.
@MainActor
@Suite("Completions and the man page")
struct CompletionsAndManTests {
    static let features = AppRouter.features.map { ($0.word, $0.title) }

    @Test(arguments: CommandLineFlag.all.flatMap(\.names))
    func everyFlag_isInTheHelp_everyCompletionScript_andTheManPage(flag: String) throws {
        #expect(CommandLineOptions.helpText(features: Self.features).contains(flag))
        for shell in CommandLineFlag.shells {
            let script = try #require(CompletionScript.script(for: shell))
            let spelled = shell == "fish" ? (flag.hasPrefix("--") ? "-l " : "-s ") + flag.drop { $0 == "-" } : flag
            #expect(script.contains(spelled), "\(shell)")
        }
        #expect(ManPage.page(features: Self.features).contains(flag.replacingOccurrences(of: "-", with: "\\-")))
    }

    @Test func fileFlags_completeFileNames_andCompletionsItsShells() throws {
        let bash = try #require(CompletionScript.script(for: "bash"))
        #expect(bash.contains("--data|--state|--export-csv) COMPREPLY=($(compgen -f -- \"$cur\"))"))
        #expect(bash.contains("--completions) COMPREPLY=($(compgen -W \"bash zsh fish\" -- \"$cur\"))"))
        #expect(try #require(CompletionScript.script(for: "zsh")).contains("'--data[Read another MockData file"))
        #expect(try #require(CompletionScript.script(for: "zsh")).contains(":file:_files'"))
        #expect(try #require(CompletionScript.script(for: "fish")).contains("complete -c swippy -l state -r -F"))
        #expect(CompletionScript.script(for: "tcsh") == nil)
    }

    @Test func theManPage_hasEverySection_andEveryHomeWordAndExitCode() {
        let page = ManPage.page(features: Self.features)
        for section in [
            "NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "EXIT STATUS", "FILES", "ENVIRONMENT", "EXAMPLES",
        ] {
            #expect(page.contains("\n.SH \(section)\n"), "\(section)")
        }
        for (word, _) in Self.features { #expect(page.contains(".B \(word)\n")) }
        for (code, _) in CommandLineOptions.exitCodes { #expect(page.contains(".B \(code)\n")) }
        #expect(page.utf8.allSatisfy { $0 < 0x80 })
    }

    @Test func groff_rendersTheManPage_withoutAWarning() throws {
        guard let groff = ["/usr/bin/groff", "/usr/local/bin/groff"].first(where: FileManager.default.isExecutableFile)
        else { return }
        let output = try Self.run(groff, ["-man", "-ww", "-Tutf8"], input: ManPage.page(features: Self.features))
        #expect(output.status == 0)
        #expect(output.stderr == "")
        #expect(output.stdout.contains("swippy - a terminal banking and card wallet"))
    }

    @Test func bash_readsTheScript_andCompletesAFlag() throws {
        let script = try #require(CompletionScript.script(for: "bash"))
        let probe = script + "COMP_WORDS=(swippy --sta); COMP_CWORD=1; _swippy; echo \"${COMPREPLY[@]}\"\n"
        let output = try Self.run("/bin/bash", ["--norc", "--noprofile"], input: probe)
        #expect(output.stderr == "")
        #expect(output.stdout == "--state\n")
    }

    @Test func theBinary_printsEachScript_andThePage_andRefusesAnUnknownShell() throws {
        for shell in CommandLineFlag.shells {
            let output = try SwippyProcess.run(["--completions", shell], input: "")
            #expect(output.status == 0)
            #expect(output.stdout == CompletionScript.script(for: shell))
        }
        let man = try SwippyProcess.run(["--man"], input: "")
        #expect(man.status == 0)
        #expect(man.stdout.hasPrefix(".TH SWIPPY 1"))
        let refused = try SwippyProcess.run(["--completions", "tcsh"], input: "")
        #expect(refused.status == 64)
        #expect(
            refused.stderr
                == "swippy: option '--completions' takes bash, zsh or fish, not 'tcsh'. Try 'swippy --help'.\n")
    }

    private static func run(_ tool: String, _ arguments: [String], input: String) throws -> SwippyProcess.Output {
        let running = try RunningSwippy(
            arguments, executable: URL(fileURLWithPath: tool), environment: ProcessInfo.processInfo.environment)
        running.send(input)
        return running.finish()
    }
}
