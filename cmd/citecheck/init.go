package main

import (
	"embed"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/citecheck/citecheck/checks/rubric"
)

// starterFiles is what `citecheck init` writes: a small Vault with one
// document of each kind (a plain-text opinion and a Markdown practice note
// read through text_file, an opinion given inline as text, and through
// file a PDF opinion, a Word (DOCX) contract and an HTML client alert),
// its access list, a case with the nine seed criteria and a topic, and one
// answer, citing among others a PDF page and a DOCX clause, with its
// retrieval trace and the verdicts it should get, so the folder is also a
// regression suite. TestInitStarterGrades grades it. The texts are digests
// of public-domain Supreme Court opinions and the fixture's practice note;
// the PDF and DOCX are vault/docfile/testdata's files made by reportlab and
// LibreOffice (a sample opinion and contract invented for the tests),
// copied by make-starter-files.sh.
//
//go:embed starter
var starterFiles embed.FS

// newInitCmd is `citecheck init [DIR]`.
func newInitCmd(g *globalOptions) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "init [DIR]",
		Short: "Write a starter: a small Vault, a case with the nine criteria, an answer and its trace",
		Long: strings.TrimSpace(`
init writes a working starter into DIR (default: the current folder), which
must be empty or not exist yet:

  DIR/vault/                  a Vault of six documents, one of each kind: a
                              plain-text opinion and a Markdown practice note
                              read through text_file, an opinion given inline
                              as text, and a PDF opinion, a Word (DOCX)
                              contract and an HTML client alert read through
                              file (all in vault/files/); acl.jsonl,
                              principals.jsonl, vault.json
  DIR/case.json               the case: the nine criteria C-001..C-009, the
                              topic, the default user and time
  DIR/responses/answer.json   an answer with its retrieval trace, citing pages,
                              paragraphs, a PDF page and a DOCX clause
  DIR/expected/answer.json    the verdicts it should get (DIR is a suite)

The answer passes every criterion: 'citecheck grade' exits 0 on it. Then
change the documents, the case and the answer into your own; 'citecheck
schema NAME' prints the format of each file. Nothing is written unless all
of it is (exit 2 for a folder that is not empty).`),
		Args: maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			dir := "."
			if len(args) == 1 {
				dir = args[0]
			}
			return runInit(g, dir)
		},
	}
	addQuietFlag(cmd, g, "print nothing but errors (not the next commands)")
	return cmd
}

func runInit(g *globalOptions, dir string) error {
	if err := checkInitTarget(dir); err != nil {
		return err
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return &rubric.InputError{File: dir, Msg: err.Error()}
	}
	if err := os.MkdirAll(filepath.Dir(abs), 0o755); err != nil {
		return &rubric.InputError{File: dir, Msg: fmt.Sprintf("cannot make its parent folder: %v", err)}
	}
	tmp, err := os.MkdirTemp(filepath.Dir(abs), ".citecheck-init-*")
	if err != nil {
		return &rubric.InputError{File: dir, Msg: fmt.Sprintf("cannot write beside it: %v", err)}
	}
	defer os.RemoveAll(tmp) // a no-op once renamed, an empty folder once emptied
	if err := copyStarter(tmp); err != nil {
		return err
	}
	if err := os.Chmod(tmp, 0o755); err != nil {
		return err
	}
	if err := moveStarter(tmp, abs); err != nil {
		return &rubric.InputError{File: dir, Msg: err.Error()}
	}
	if g.quiet {
		return nil
	}
	return printInitNext(g, dir)
}

// moveStarter puts the starter written in tmp at dir. A new dir is the
// renamed tmp; an existing (empty) one, perhaps the current folder, is
// kept and receives tmp's entries, which are taken back out if one of
// them cannot be moved, so dir is left complete or as it was.
func moveStarter(tmp, dir string) error {
	if _, err := os.Stat(dir); os.IsNotExist(err) {
		return os.Rename(tmp, dir)
	}
	ents, err := os.ReadDir(tmp)
	if err != nil {
		return err
	}
	for i, e := range ents {
		if err := os.Rename(filepath.Join(tmp, e.Name()), filepath.Join(dir, e.Name())); err != nil {
			for _, done := range ents[:i] {
				os.RemoveAll(filepath.Join(dir, done.Name()))
			}
			return err
		}
	}
	return nil
}

// checkInitTarget refuses a DIR that holds anything, or is not a folder:
// init never mixes its files with a user's.
func checkInitTarget(dir string) error {
	fi, err := os.Stat(dir)
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		return &rubric.InputError{File: dir, Msg: err.Error()}
	}
	if !fi.IsDir() {
		return &rubric.InputError{File: dir, Msg: "is a file, not a folder: give a new or empty folder"}
	}
	ents, err := os.ReadDir(dir)
	if err != nil {
		return &rubric.InputError{File: dir, Msg: err.Error()}
	}
	if len(ents) > 0 {
		return &rubric.InputError{File: dir, Msg: fmt.Sprintf("is not empty (it holds %s): init writes only into a new or empty folder", ents[0].Name())}
	}
	return nil
}

// copyStarter writes the embedded starter under dst.
func copyStarter(dst string) error {
	return fs.WalkDir(starterFiles, "starter", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel := strings.TrimPrefix(strings.TrimPrefix(path, "starter"), "/")
		target := filepath.Join(dst, filepath.FromSlash(rel))
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		data, err := starterFiles.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(target, data, 0o644)
	})
}

// printInitNext prints what was written and the commands to run next, with
// DIR as the user gave it.
func printInitNext(g *globalOptions, dir string) error {
	p := func(rel string) string { return shellQuote(filepath.ToSlash(filepath.Join(dir, rel))) }
	_, err := fmt.Fprintf(g.stdout, `Wrote a starter to %s: a Vault of three documents (%s), a case with the nine criteria (%s), and an answer with its trace (%s).

Next:
  citecheck grade %s --case %s --out %s
      grade the answer (exit 0: every criterion passes); the results go to %s
  citecheck test %s
      run the folder as a regression suite (expected/ holds the verdicts)
  citecheck vault get DOC-0001 --vault %s
      see a document's chunks and locators, which citations pin
  citecheck schema documents
      the format of documents.jsonl ('citecheck schema' lists every file)
`, shellQuote(dir), p("vault"), p("case.json"), p("responses/answer.json"),
		p("responses/answer.json"), p("case.json"), p("out"), p("out/results"),
		shellQuote(dir), p("vault"))
	return err
}

// shellQuote returns s as a POSIX shell word: unchanged when it holds only
// safe characters, else in single quotes.
func shellQuote(s string) string {
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("._/-+:=@", r))
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
