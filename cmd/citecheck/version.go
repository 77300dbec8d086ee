package main

import (
	"encoding/json"
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"

	"github.com/citecheck/citecheck/checks/grade"
	"github.com/citecheck/citecheck/vault"
)

// versionInfo is what `citecheck version` reports: enough to reproduce a
// grade (the grader's rules and the index format decide verdicts and
// whether a cached index is reused) and to file a bug.
type versionInfo struct {
	// Module is the module version from the build information: a tag for
	// `go install module@vX`, "(devel)" for a build from a checkout, with
	// the VCS revision when the build recorded it.
	Module      string `json:"module"`
	Revision    string `json:"revision,omitempty"`
	Modified    bool   `json:"modified,omitempty"`
	Grader      string `json:"grader"`
	Go          string `json:"go"`
	IndexFormat int    `json:"index_format"`
}

// currentVersion reads the build information of this binary.
func currentVersion() versionInfo {
	v := versionInfo{Module: "(unknown)", Grader: grade.GraderVersion, Go: runtime.Version(), IndexFormat: vault.IndexFormat()}
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return v
	}
	if bi.Main.Version != "" {
		v.Module = bi.Main.Version
	}
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			v.Revision = s.Value
		case "vcs.modified":
			v.Modified = s.Value == "true"
		}
	}
	return v
}

// versionLine is the one line `citecheck --version` prints.
func versionLine() string {
	v := currentVersion()
	mod := strings.Trim(v.Module, "()") // "(devel)" reads as "devel"
	if v.Revision != "" {
		rev := v.Revision
		if len(rev) > 12 {
			rev = rev[:12]
		}
		mod += " " + rev
		if v.Modified {
			mod += "+modified"
		}
	}
	return fmt.Sprintf("citecheck %s (grader %s, %s, index format %d)", mod, v.Grader, v.Go, v.IndexFormat)
}

// newVersionCmd is `citecheck version [--json]`.
func newVersionCmd(g *globalOptions) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "version [--json]",
		Short: "Print the module, grader, Go and index-format versions",
		Long: `version prints the module version (from the binary's build information:
a release tag, or "(devel)" and the commit for a build from a checkout),
the grader version (the grading rules: a change regrades resumed results),
the Go version it was built with, and the index format it reads and writes.
--version prints the same line.`,
		Args: exactArgs(0),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if asJSON {
				b, err := json.MarshalIndent(currentVersion(), "", "  ")
				if err != nil {
					return err
				}
				_, err = fmt.Fprintf(g.stdout, "%s\n", b)
				return err
			}
			_, err := fmt.Fprintln(g.stdout, versionLine())
			return err
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the versions as JSON")
	return cmd
}
