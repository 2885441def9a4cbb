; Inno Setup 6 script: Stich's Windows installer.
;
; Installs the PyInstaller onedir bundle (dist\stich) for the current user, without admin
; rights, into %LOCALAPPDATA%\Programs\Stich (an administrator may choose "all users" in the
; first dialog); a Start-menu entry, an optional desktop icon and an uninstaller (Settings >
; Apps, or the Start menu). packaging/build.sh calls it on Windows as
;
;   ISCC /Q /DAppVersion=0.1.0 /DSourceDir=...\dist\stich /DIconFile=...\stich.ico
;        /DOutputDir=...\dist\release packaging\windows\stich.iss
;
; and the defaults below let it compile from a checkout after packaging/build.sh --bundle-only.
; Silent install for tests: Stich-<v>-windows-x64-setup.exe /VERYSILENT /SUPPRESSMSGBOXES
; /CURRENTUSER /DIR=C:\somewhere (packaging/ci_smoke.sh does this in the release workflow).

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\stich"
#endif
#ifndef IconFile
  #define IconFile "..\..\build\stage\icon\stich.ico"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist\release"
#endif

[Setup]
; AppId identifies Stich to Windows across versions (upgrades replace, one uninstaller).
; Never change it.
AppId={{06F8E716-CC9E-47CC-A584-914BFC19E3C5}
AppName=Stich
AppVersion={#AppVersion}
AppVerName=Stich {#AppVersion}
AppPublisher=Stich contributors
AppCopyright=Stich contributors, MIT licence
VersionInfoVersion={#AppVersion}
VersionInfoDescription=Stich installer
; Per user, no elevation: {autopf} is then %LOCALAPPDATA%\Programs.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
DefaultDirName={autopf}\Stich
DefaultGroupName=Stich
DisableProgramGroupPage=yes
UsePreviousAppDir=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; Qt 6 needs Windows 10 or later.
MinVersion=10.0
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\stich.exe
UninstallDisplayName=Stich
OutputDir={#OutputDir}
OutputBaseFilename=Stich-{#AppVersion}-windows-x64-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes
ShowLanguageDialog=auto

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "de"; MessagesFile: "compiler:Languages\German.isl"
Name: "es"; MessagesFile: "compiler:Languages\Spanish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole bundle: stich.exe and _internal\ (Python, Qt, the card art, translations, notices).
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; An upgrade replaces the bundle whole: no stale libraries of an older Qt or Python stay behind.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\Stich"; Filename: "{app}\stich.exe"; Comment: "Schafkopf, Sheepshead, Skat and Sjavs"
Name: "{autodesktop}\Stich"; Filename: "{app}\stich.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\stich.exe"; Description: "{cm:LaunchProgram,Stich}"; Flags: nowait postinstall skipifsilent
