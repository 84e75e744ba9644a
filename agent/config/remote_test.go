package config

import (
	"strings"
	"testing"
)

func TestParseRemoteRef(t *testing.T) {
	r, err := ParseRemoteRef("github:acme/flows@feature/x/.workflows/a.yaml")
	if err != nil || r.Owner != "acme" || r.Repo != "flows" || r.Rest != "feature/x/.workflows/a.yaml" || r.Name() != "github:acme/flows" {
		t.Fatalf("%+v %v", r, err)
	}
	for in, want := range map[string]string{
		"github:acme/flows/a.yaml":       "names no ref",
		"github:acme@v1/a.yaml":          "is not OWNER/REPO",
		"github:acme/fl ows@v1/a.yaml":   "is not OWNER/REPO",
		"github:acme/flows@v1":           "names no file",
		"github:acme/flows@/a.yaml":      "names no ref",
		"github:acme/flows@-x/a.yaml":    "names no ref",
		"github:acme/flows@v1/../a.yaml": "inside the repository",
		"github:acme/flows@v1//a.yaml":   "inside the repository",
		"gitlab:acme/flows@v1/a.yaml":    "not a github: reference",
	} {
		_, err := ParseRemoteRef(in)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", in, err, want)
		}
	}
}
