package llm

import "fmt"

// keySource says, for an error when the server refuses the key, where the
// profile's key came from: its api_key_env, the provider's default
// variable env when it names none, or nowhere (key is empty).
func keySource(p Profile, env, key string) string {
	name := p.Name
	if name == "" {
		name = p.Provider
	}
	switch {
	case key == "":
		return fmt.Sprintf("profile %q has no API key (it names no api_key_env, and no variable holds one); set api_key_env to the variable holding the key", name)
	case p.APIKeyEnv != "":
		return fmt.Sprintf("check the API key in $%s (api_key_env of profile %q)", env, name)
	default:
		return fmt.Sprintf("check the API key in $%s (profile %q names no api_key_env; $%s is the default for %s)", env, name, env, p.Provider)
	}
}

// keyHint is what an error says about a refused key: source when the
// provider was built from a profile, else the variable keyEnv ("" when
// neither is known).
func keyHint(source, keyEnv string) string {
	switch {
	case source != "":
		return source
	case keyEnv != "":
		return "check the API key in $" + keyEnv
	}
	return ""
}
