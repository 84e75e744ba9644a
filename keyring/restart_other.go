//go:build !unix

package keyring

// Restart does nothing where there is no exec: Take still removes the
// keys from the environment grove passes on.
func Restart(names []string) error { return nil }
