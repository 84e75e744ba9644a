package cmd

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/adrg/xdg"
	"github.com/spf13/cobra"

	"github.com/grovechat/grove/agent/config"
)

// remoteWorkflow makes a github:OWNER/REPO@REF/PATH workflow reference a
// local file: the repository is cloned or fetched into the cache under
// $XDG_CACHE_HOME/grove and REF checked out. The command then runs in the
// repository (its setup steps, file tools and .agents); the file's path in
// the cache is returned. Any other reference is returned as it is.
func (g *globals) remoteWorkflow(cmd *cobra.Command, ref string) (string, error) {
	if !config.IsRemote(ref) {
		return ref, nil
	}
	r, err := config.ParseRemoteRef(ref)
	if err != nil {
		return "", err
	}
	co, err := config.FetchRemote(cmd.Context(), r, config.RemoteOptions{
		CacheDir: filepath.Join(xdg.CacheHome, "grove"),
		Base:     os.Getenv("GROVE_GITHUB_BASE"),
		Notices:  cmd.ErrOrStderr(),
	})
	if err != nil {
		return "", err
	}
	fmt.Fprintf(cmd.ErrOrStderr(), "%s@%s: %s %s in %s\n", r.Name(), co.Ref, co.Kind, co.Commit[:min(12, len(co.Commit))], co.Dir)
	if err := g.enterDir(co.Dir); err != nil {
		return "", err
	}
	return co.File, nil
}

// enterDir makes dir the working directory, keeping the database and
// config files that were named relative to the directory left.
func (g *globals) enterDir(dir string) error {
	abs := func(p string) string {
		if p == "" || filepath.IsAbs(p) {
			return p
		}
		if a, err := filepath.Abs(p); err == nil {
			return a
		}
		return p
	}
	g.dbPath = abs(g.databasePath())
	if p := os.Getenv("GROVE_CONFIG"); p != "" {
		os.Setenv("GROVE_CONFIG", abs(p))
	}
	if err := os.Chdir(dir); err != nil {
		return fmt.Errorf("entering the workflow's repository: %w", err)
	}
	return nil
}

// remoteHelp is what run's and start's help say of github: references.
const remoteHelp = "A workflow in a GitHub repository is named github:OWNER/REPO@REF/PATH (REF a branch, tag or commit): " +
	"the repository is cloned with git into $XDG_CACHE_HOME/grove (later runs use that clone, fetching again only " +
	"when REF is a branch), REF is checked out and the command runs in the repository's directory. " +
	"GROVE_GITHUB_BASE replaces https://github.com (a URL or a directory holding OWNER/REPO.git)."
